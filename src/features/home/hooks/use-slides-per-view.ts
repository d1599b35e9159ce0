import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const viewportWidth = () => window.innerWidth;

/** The count of the widest breakpoint (minimum viewport width → slides) the window reaches. */
export function slidesFor(breakpoints: Readonly<Record<number, number>>, width: number): number {
  let slides = 1;
  for (const [minWidth, count] of Object.entries(breakpoints).sort(([a], [b]) => Number(a) - Number(b))) {
    if (width >= Number(minWidth)) slides = count;
  }
  return slides;
}

/** Slides per view for the current window width, like the original carousel's breakpoints. */
export function useSlidesPerView(breakpoints: Readonly<Record<number, number>>): number {
  const width = useSyncExternalStore(subscribe, viewportWidth, () => 0);
  return slidesFor(breakpoints, width);
}
