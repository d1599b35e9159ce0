import { lazy, type ComponentType } from 'react';

/**
 * `load()`, and if it fails (a chunk asked for while the connection is down, before the service
 * worker holds it) once more when the browser is back online. A plain `import()` that failed, or
 * a `lazy()` component whose import failed, stays failed for the rest of the visit.
 */
export const loadWhenOnline = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(
    () =>
      new Promise<T>((resolve, reject) => {
        window.addEventListener('online', () => void load().then(resolve, reject), { once: true });
      }),
  );

/** A `lazy()` component from its own chunk, fetched again once back online if it failed. */
export const lazyWhenOnline = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(() => loadWhenOnline(load).then((component) => ({ default: component })));
