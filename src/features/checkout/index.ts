export type { Order } from './api/orders';
export { listOrders } from './api/orders';
export { CheckoutView } from './components/checkout-view';
export { PaymentCancelled, PaymentSuccess } from './components/payment-result';
export { ORDER_STATUS_TEXT } from './logic/order';
