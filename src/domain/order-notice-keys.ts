/*
 * The keys of the order notices the functions write (Users/{uid}/notices, kind 'order-status').
 * A notice keeps its English title and body (older devices show them), one of these keys and the
 * facts its sentences name; the browser says it again in the shopper's language from the key
 * (features/notices/logic/notice-words.ts). Both sides import these types, so a key the functions
 * write is one the browser has words for. No Lingui here: the functions' bundle holds this module.
 */

/** The order's number as its label shows it ("Order a1b2c3d4"): the id's first 8 characters. */
interface OrderNamed {
  order: string;
}

/** Each order notice's key, and the facts its title and body name. */
export interface OrderNoticeFacts {
  paid: OrderNamed;
  'in-review': OrderNamed;
  shipped: OrderNamed & { carrier: string; trackingNumber: string };
  delivered: OrderNamed;
  /** The desk cancelled an unpaid order. */
  'cancelled-unpaid': OrderNamed;
  /** A review ended: the order goes ahead, its payment was given back, or it was cancelled. */
  'review-confirmed': OrderNamed;
  'review-refunded': OrderNamed;
  'review-cancelled': OrderNamed;
  /** A refund of the order's payment, in dollars: all of it, or a part. */
  refunded: OrderNamed & { amount: number };
  'partly-refunded': OrderNamed & { amount: number };
}

export type OrderNoticeKey = keyof OrderNoticeFacts;

/** What an order notice says, as its key and the facts that key names. */
export type OrderNoticeSaid = {
  [Key in OrderNoticeKey]: { key: Key; params: OrderNoticeFacts[Key] };
}[OrderNoticeKey];
