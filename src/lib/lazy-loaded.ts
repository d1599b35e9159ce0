import { createElement, lazy, type ComponentType } from 'react';

import { loadOnce } from './load-once';

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
  const preload = loadOnce(() => load().then((module) => (Loaded = pick(module))));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => createElement(Loaded ?? Lazy, props);
  return { Component, preload };
}
