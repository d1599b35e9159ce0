import { Suspense, type ComponentType } from 'react';

import { lazyLoaded, loadWhenOnline } from '@/lib/lazy-loaded';

/**
 * A component from a chunk of its own (fetched again if it failed: lib/lazy-loaded), saying
 * `status` while it comes: the small entry a route or tab imports, so the script every page needs
 * names one more file rather than every file behind it.
 */
export function lazyWithStatus<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  status: string,
  className = 'p-8 text-center text-gray-700',
) {
  const loaded = lazyLoaded(() => loadWhenOnline(() => load()), pick);
  return function WithStatus() {
    return (
      <Suspense
        fallback={
          <p role="status" className={className}>
            {status}
          </p>
        }
      >
        <loaded.Component />
      </Suspense>
    );
  };
}
