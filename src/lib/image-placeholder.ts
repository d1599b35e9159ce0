import type { SyntheticEvent } from 'react';

/** The designed stand-in for a product image that cannot load (offline and never cached, or gone). */
export const IMAGE_PLACEHOLDER = '/images/placeholder.svg';

export function swapToPlaceholder(image: HTMLImageElement) {
  if (!image.src.endsWith(IMAGE_PLACEHOLDER)) image.src = IMAGE_PLACEHOLDER;
}

/**
 * For a product image: its error handler, and a ref that catches an image that had already
 * failed before the page was hydrated (a prerendered page opened offline).
 */
export const placeholderOnError = {
  onError: (event: SyntheticEvent<HTMLImageElement>) => swapToPlaceholder(event.currentTarget),
  ref: (image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) swapToPlaceholder(image);
  },
};
