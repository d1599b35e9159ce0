// The shopper's order pages (issue 26), and what the operator's desk shares with them.
export type { LineUnits, OrderHistoryEntry, OrderRecord, OrderStatus } from './types';
export { restockByDefault, SHOP_NAME } from './logic/refund-choice';
export { allowedActions, type DeskAction } from './logic/desk-refusals';
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
} from './logic/sales-days';
export { paymentState } from './logic/payment-state';
export { orderDate, orderNumber } from './logic/receipt-file';
export { OrderLines } from './components/order-lines';
export { OrderNotFound } from './components/order-not-found';
export { ORDERS_TAB_PATH, orderPath, receiptPath } from './logic/paths';
export { LazyOrderRoutes as OrderRoutes } from './components/lazy-order-routes';
