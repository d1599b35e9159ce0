import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { STATIC_ATTRIBUTE } from '@/components/static-part';
import { swapToPlaceholder } from '@/lib/image-placeholder';
import { splitLocalePath } from '@/lib/routes';

const IN_STATIC = `[${STATIC_ATTRIBUTE}]`;

/**
 * The in-app path a click on `link` should open (without the language's prefix, which the router
 * adds as its base), or null when the browser should have it.
 */
export function appPathOf(link: HTMLAnchorElement, event: MouseEvent, origin: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${splitLocalePath(url.pathname).path}${url.search}${url.hash}`;
}

/**
 * What React does for a page's links and product images, done for the static parts it does not
 * hydrate (components/static-part.tsx): a click on one of their links opens the page in the app,
 * as a Link would (client side, no reload), and a product image that cannot load (one that failed
 * before the page was live, or later) becomes the placeholder. Listens on the document, after
 * React's own handlers: a click React handled is left alone.
 */
export function StaticLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !link.closest(IN_STATIC)) return;
      const path = appPathOf(link, event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.closest(IN_STATIC))
        swapToPlaceholder(event.target);
    };
    for (const image of document.querySelectorAll<HTMLImageElement>(`${IN_STATIC} img`)) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) swapToPlaceholder(image);
    }
    document.addEventListener('click', onClick);
    document.addEventListener('error', onError, true);
    // Said on the page, as `data-hydrated` is: from now on a static link opens in the app.
    document.documentElement.dataset.staticLinks = '';
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('error', onError, true);
      delete document.documentElement.dataset.staticLinks;
    };
  }, [navigate]);
  return null;
}
