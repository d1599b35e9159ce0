import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component in its own chunk: drawn at once when its chunk is loaded already, else through
 * React.lazy (under a Suspense boundary, whose prerendered markup then waits, unhydrated, for the
 * chunk). `preload` loads it ahead: the prerender does, so the page is drawn whole.
 */
export function lazyLoaded<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (Loaded = pick(module)),
      (error: unknown) => {
        loading = undefined; // asked for again next time (a flaky link)
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = () => createElement(Loaded ?? Lazy);
  return { Component, preload };
}
