import type { OrderStatus } from '@/domain/order';
import type { OrderNoticeSaid } from '@/domain/order-notice-keys';

/*
 * What the shopper is told of their order's changes: the in-app notice's words, for the payment
 * webhook's moves here and for the desk's in their steps (desk/, refunds/), and the document every
 * notice of the shop is (orders/order-notices.ts writes it). The words are English, for devices
 * that cannot say the key again; the browser says each notice in the shopper's language from its
 * key and facts (src/domain/order-notice-keys.ts).
 */

/** The in-app notice the shopper gets (Users/{uid}/notices/{id}); see `noticeDocument`. */
export type OrderNotice = {
  id: string;
  title: string;
  body: string;
} & OrderNoticeSaid;

/** The order's number in notices: its id's first 8 characters, as the orders list shows it. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8);

/** The order's label in notices: "Order" and its number. */
export const orderLabel = (orderId: string) => `Order ${orderNumber(orderId)}`;

/** The shopper's page of the order: every notice links there. */
export const orderLink = (orderId: string) => `/orders/${orderId}`;

/**
 * The notice for a status the webhook moved the order to, or null for those the shopper caused
 * at the checkout (pending again, expired): they are on the page already.
 */
export function paymentNotice(orderId: string, status: OrderStatus): OrderNotice | null {
  if (status === 'paid')
    return {
      id: `order-${orderId}-paid`,
      title: `${orderLabel(orderId)} is paid`,
      body: 'Thank you! We will tell you when it ships.',
      key: 'paid',
      params: { order: orderNumber(orderId) },
    };
  if (status === 'needs-review')
    return {
      id: `order-${orderId}-needs-review`,
      title: `${orderLabel(orderId)} is being checked`,
      body: 'Something about the payment needs a look from our team. We will tell you what we decide.',
      key: 'in-review',
      params: { order: orderNumber(orderId) },
    };
  return null;
}

/** Users/{uid}/notices/{notice.id}: the shape every notice of the shop has (kind 'order-status' here). */
export const noticeDocument = <T>(orderId: string, status: OrderStatus, notice: OrderNotice, now: T) => ({
  kind: 'order-status' as const,
  title: notice.title,
  body: notice.body,
  key: notice.key,
  params: notice.params,
  link: orderLink(orderId),
  orderId,
  status,
  createdAt: now,
  read: false,
});
