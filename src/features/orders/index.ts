// The shopper's order pages, and what the operator's desk shares with them.
export type { LineUnits, OrderHistoryEntry, OrderRecord, OrderStatus } from './types';
export { restockByDefault, SHOP_NAME } from '@/domain/refund-choice';
export { allowedActions, type DeskAction } from '@/domain/desk-refusals';
export { readOrderRecord, isOrderId } from './api/read-order';
export { refundedPerLine, refundedTotal, toOrderRecord } from './logic/order-record';
export {
  addDay,
  COUNTERS,
  dayOf,
  emptyDay,
  mergeDays,
  type DayTotals,
  type ProductDay,
} from '@/domain/day-totals';
export { paymentState } from './logic/payment-state';
export { orderDate, orderNumber } from './logic/receipt-file';
export { OrderLines } from './components/order-lines';
export { OrderNotFound } from './components/order-not-found';
export { ORDERS_TAB_PATH, orderPath, receiptPath } from './logic/paths';
export { LazyOrderRoutes as OrderRoutes } from './components/lazy-order-routes';
