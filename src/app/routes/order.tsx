import { OrderRoutes } from '@/features/orders';

/** /orders/:id (the order) and /orders/:id/receipt, for the order's owner. */
export function OrderRoutePage() {
  return <OrderRoutes />;
}
