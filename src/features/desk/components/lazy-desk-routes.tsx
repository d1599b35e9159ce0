import { Suspense } from 'react';

import { lazyLoaded } from '@/lib/lazy-loaded';
import { loadWhenOnline } from '@/lib/load-when-online';

const routes = lazyLoaded(
  () => loadWhenOnline(() => import('./desk-routes')),
  (module) => module.DeskRoutes,
);

/**
 * The desk's pages from a chunk of their own, asked for by the route's small one: the script every
 * page needs before it is live then names one more file, not every file these pages use.
 */
export function LazyDeskRoutes() {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-8 text-center text-gray-700">
          Loading the desk…
        </p>
      }
    >
      <routes.Component />
    </Suspense>
  );
}
