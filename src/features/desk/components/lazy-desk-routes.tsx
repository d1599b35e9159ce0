import { msg } from '@lingui/core/macro';

import { lazyWithStatus } from '@/components/lazy-with-status';

/** The desk's pages, from a chunk of their own. */
export const LazyDeskRoutes = lazyWithStatus(
  () => import('./desk-routes'),
  (module) => module.DeskRoutes,
  msg`Loading the desk…`,
);
