export type { Order } from './api/orders';
export { listOrders } from './api/orders';
export { CheckoutView } from './components/checkout-view';
export { PaymentCancelled } from './components/payment-cancelled';
export { PaymentSuccess } from './components/payment-success';
export type { OrderStatus } from '@/domain/order';
export { ORDER_STATUS_TEXT } from './logic/order-status-text';
