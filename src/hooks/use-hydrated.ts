import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a prerendered page is drawn (at build time, and again as the browser hydrates it),
 * true from the render after: for what only the browser knows, such as the time.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
