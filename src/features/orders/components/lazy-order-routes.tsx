import { msg } from '@lingui/core/macro';

import { lazyWithStatus } from '@/components/lazy-with-status';

/** The order pages, from a chunk of their own. */
export const LazyOrderRoutes = lazyWithStatus(
  () => import('./order-routes'),
  (module) => module.OrderRoutes,
  msg`Loading your order…`,
);
