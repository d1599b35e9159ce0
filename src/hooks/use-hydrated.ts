import { useDeferredValue, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a prerendered page is drawn (at build time, and again as the browser hydrates it),
 * true soon after: for what only the browser knows, such as the time, and for the parts drawn only
 * once the page is live (WhenLive). A part mounted after hydration (a page opened in the app) has
 * it true from its first render.
 *
 * The flip is deferred. React re-renders a store whose browser value differs from its server value
 * synchronously, in the task that ran hydration's effects: with every WhenLive part mounting in it
 * (the live session, the toaster, the footer's and Compare's chunks asked for), that would be a
 * first visit's longest task after hydration. Deferred, that re-render draws the same as before
 * and the flip comes in a render of its own, in slices that leave the thread to a shopper's tap.
 */
export const useHydrated = () => useDeferredValue(!useHydrating());

/**
 * True while React draws the calling component from a prerendered page's HTML (it reads a store's
 * server value only then, and at build time), false when it draws it afresh in the browser. Not
 * deferred: for what must know it in the very render that hydrates (components/static-part.tsx,
 * components/live-part.tsx).
 */
export const useHydrating = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
