import { lazyWithStatus } from '@/components/lazy-with-status';

/** The order pages, from a chunk of their own. */
export const LazyOrderRoutes = lazyWithStatus(
  () => import('./order-routes'),
  (module) => module.OrderRoutes,
  'Loading your order…',
);
