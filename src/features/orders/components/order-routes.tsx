import { useParams } from 'react-router-dom';

import { OrderNotFound } from './order-not-found';
import { OrderPage } from './order-page';
import { ReceiptPage } from './receipt-page';

/**
 * /orders/:id/*: the order's page, and its receipt at /orders/:id/receipt, for the order's owner.
 * The rest of the path is read here rather than by a nested <Routes>, whose code would otherwise
 * join the script every page needs before it is live.
 */
export function OrderRoutes() {
  const rest = useParams()['*'] ?? '';
  if (rest === '') return <OrderPage />;
  if (rest === 'receipt') return <ReceiptPage />;
  return <OrderNotFound />;
}
