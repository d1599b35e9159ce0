import { createElement, lazy, type ComponentType } from 'react';

import { loadOnce } from './load-once';

/**
 * How long a load that failed while the browser was online waits before each further try; after
 * the last, it goes on asking that often.
 */
export const RETRY_DELAYS_MS = [1000, 3000, 9000, 30_000];

/** Resolves after `ms`, or once the browser is back online if it is offline now. */
const nextChance = (ms: number) =>
  new Promise<void>((resolve) => {
    if (typeof navigator === 'undefined' || navigator.onLine) setTimeout(resolve, ms);
    else window.addEventListener('online', () => resolve(), { once: true });
  });

/**
 * `load()`, and if it fails (a chunk asked for while the connection is down, before the service
 * worker holds it, or a request the host dropped) again: once the browser is back online, or, if
 * it is online, after a short wait, growing to half a minute (RETRY_DELAYS_MS). It never fails:
 * what waits for it (a part of the page drawn from the chunk) stays as it is meanwhile, where a
 * failed `lazy()` component, with no error boundary above it, would take the whole page down. A
 * plain `import()` that failed, or a `lazy()` whose import failed, stays failed for the visit.
 */
export const loadWhenOnline = <T>(load: () => Promise<T>): Promise<T> => tryLoad(withWords(load), 0);

/**
 * As loadWhenOnline, without waiting for what later chunks wait for (laterChunksWaitFor): for code
 * that keeps a change on the device (lib/device-code.ts), which must not wait for a language's
 * whole catalog to store an add to cart made offline. Its words come from the chunks that call it.
 */
export const loadCodeWhenOnline = <T>(load: () => Promise<T>): Promise<T> => tryLoad(load, 0);

/** What every later chunk waits for besides itself (laterChunksWaitFor); nothing by default. */
let alongside: () => Promise<unknown> = () => Promise.resolve();

/**
 * Makes every chunk loaded from now on (loadWhenOnline, lazyLoaded) wait for `wait()` too:
 * src/main.tsx has them wait for the whole catalog of the language spoken, as a page drawn in
 * another language goes live with its first chunks' words alone (src/lib/i18n/i18n.ts) and a chunk
 * loaded later may draw any message. Kept out of this module, which the catalog's worker shares.
 */
export const laterChunksWaitFor = (wait: () => Promise<unknown>) => {
  alongside = wait;
};

/** `load()`, resolved once what later chunks wait for (laterChunksWaitFor) has come too. */
const withWords =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), alongside()]).then(([loaded]) => loaded);

const tryLoad = <T>(load: () => Promise<T>, tried: number): Promise<T> =>
  load().catch(async () => {
    await nextChance(RETRY_DELAYS_MS[Math.min(tried, RETRY_DELAYS_MS.length - 1)] ?? 0);
    return tryLoad(load, tried + 1);
  });

/**
 * A component in its own chunk: drawn at once when its chunk is loaded already, else through
 * React.lazy (under a Suspense boundary, whose prerendered markup then waits, unhydrated, for the
 * chunk). `preload` loads it ahead: the prerender does, so the page is drawn whole. Its props are
 * passed through (a card's Compare control takes its product).
 */
export function lazyLoaded<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  let Loaded: ComponentType<P> | undefined;
  // A failed load is asked for again next time (a flaky link).
  const preload = loadOnce(() => withWords(load)().then((module) => (Loaded = pick(module))));
  // React 18's types give a lazy component its props with a ref added, which TypeScript cannot
  // relate to a generic P; it takes the same props as the component it loads.
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  const Component = (props: P) => createElement(Loaded ?? Lazy, props);
  return { Component, preload };
}

/** A component from its own chunk (lazyLoaded), fetched again until it comes (loadWhenOnline). */
export const lazyWhenOnline = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazyLoaded(
    () => loadWhenOnline(load),
    (component) => component,
  ).Component;
