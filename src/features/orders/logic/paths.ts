/*
 * The shopper's order pages. Here rather than in lib/routes.ts: lib's module is in the
 * script every page needs before it is live, and only pages loaded later build these.
 */

/** The dashboard's Orders tab, listing the shopper's orders (in lib: checkout links there too). */
export { ORDERS_TAB_PATH } from '@/lib/routes';

/** A shopper's page of one of their orders; its notices link there too. */
export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;

/** The printable receipt of an order. */
export const receiptPath = (orderId: string) => `${orderPath(orderId)}/receipt`;
