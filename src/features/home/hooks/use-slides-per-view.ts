import { useSyncExternalStore } from 'react';

import { slidesFor } from '../logic/slides-per-view';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const viewportWidth = () => window.innerWidth;

/** Slides per view for the current window width, like the original carousel's breakpoints. */
export function useSlidesPerView(breakpoints: Readonly<Record<number, number>>): number {
  const width = useSyncExternalStore(subscribe, viewportWidth, () => 0);
  return slidesFor(breakpoints, width);
}
