import type { Variant } from './shop-rules';

import type { Billing } from './billing';

/*
 * An order as the checkout function writes it to Orders/{orderId} and the dashboard reads it.
 * Amounts are dollars rounded to the cent, as product prices are; Stripe gets them in cents.
 */

/**
 * pending: sent to payment; paid: Stripe confirmed it; needs-review: paid, but not as expected (a
 * different amount, units no longer available, or a second payment to refund: see reviewReason);
 * expired: the payment page closed unpaid (the same checkout, tried again, opens a new one).
 * After the sale, the operator's desk (functions/src/desk/, docs/operator-desk.md; the whole life
 * is one table: functions/src/orders/order-life.ts):
 * shipped (with carrier and tracking number), delivered, partially-refunded (some lines given
 * back), refunded (all of it), cancelled (unpaid, closed by the shop).
 */
export type OrderStatus =
  | 'pending'
  | 'paid'
  | 'needs-review'
  | 'expired'
  | 'shipped'
  | 'delivered'
  | 'partially-refunded'
  | 'refunded'
  | 'cancelled';

export interface OrderLine {
  id: number;
  title: string;
  variant: Variant;
  quantity: number;
  /** The product's price in Firestore when the order was made, never the browser's. */
  unitPrice: number;
  image: string;
}

export interface OrderFields {
  uid: string;
  lines: OrderLine[];
  billing: Billing;
  subtotal: number;
  shipping: number;
  total: number;
  currency: 'usd';
  status: OrderStatus;
  /** The Stripe Checkout Session the shopper was sent to. */
  sessionId: string | null;
  /** Why the order needs review, in words for the team. */
  reviewReason?: string;
  /** The ordered units: held while the payment page is open, then given back or sold. */
  hold?: 'held' | 'released' | 'sold';
}
