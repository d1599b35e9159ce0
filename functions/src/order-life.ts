import type { OrderStatus } from '../../src/features/checkout/logic/order';

/**
 * What can happen to an order, as the functions see it:
 * - reopened: the same checkout tried again after its payment page expired (a new session);
 * - paid: Stripe confirmed the payment of the order's current session, and its units are there;
 * - paid-short: the same, but its hold had run out and the units are gone meanwhile;
 * - paid-wrong-amount: the payment's amount or currency is not the order's;
 * - paid-stray: a payment for a session that is not the order's current one (a second payment);
 * - expired: the current session closed unpaid (Stripe's expiry, the shopper's Cancel, the sweep).
 */
export type OrderEvent = 'reopened' | 'paid' | 'paid-short' | 'paid-wrong-amount' | 'paid-stray' | 'expired';

/** Where a stored hold on the ordered units stands: held for the payment, sold, or given back. */
export type HoldState = 'held' | 'sold' | 'released';

export interface Transition {
  status: OrderStatus;
  /** What happens to the units: taken (held again or sold), given back, or left as they are. */
  stock: 'hold' | 'sell' | 'release' | 'keep';
}

const review: Transition = { status: 'needs-review', stock: 'keep' };

/**
 * The order's life as one table: (status, event) → next status and what it does to the stock.
 * A missing entry means the event does not apply in that status and changes nothing (a duplicate
 * or late delivery). Every pair is tested in order-life.test.ts.
 */
const LIFE: Record<OrderStatus, Partial<Record<OrderEvent, Transition>>> = {
  pending: {
    reopened: { status: 'pending', stock: 'keep' },
    paid: { status: 'paid', stock: 'sell' },
    'paid-short': review,
    'paid-wrong-amount': review,
    'paid-stray': review,
    expired: { status: 'expired', stock: 'release' },
  },
  expired: {
    reopened: { status: 'pending', stock: 'hold' },
    // The session's payment arrived after its expiry was recorded (events out of order, or a hold
    // swept just before the payment): the units are taken again if they are still there.
    paid: { status: 'paid', stock: 'sell' },
    'paid-short': review,
    'paid-wrong-amount': review,
    'paid-stray': review,
  },
  paid: {
    'paid-stray': review,
  },
  'needs-review': {
    'paid-stray': review,
  },
  // After the sale (the operator's desk moves orders through these: order-transitions.ts), a
  // payment can still arrive late for another session of the order: it goes to review, to be
  // refunded (resolving the review brings the order back where it was).
  shipped: { 'paid-stray': review },
  delivered: { 'paid-stray': review },
  'partially-refunded': { 'paid-stray': review },
  refunded: { 'paid-stray': review },
  // Cancelled unpaid by the shop: any payment that still arrives is a stray one (webhook.ts).
  cancelled: { 'paid-stray': review },
};

/** The transition for `event` in `status`, or null when the event changes nothing there. */
export function nextStep(status: OrderStatus, event: OrderEvent): Transition | null {
  return LIFE[status][event] ?? null;
}

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'paid',
  'needs-review',
  'expired',
  'shipped',
  'delivered',
  'partially-refunded',
  'refunded',
  'cancelled',
];
export const ORDER_EVENTS: readonly OrderEvent[] = [
  'reopened',
  'paid',
  'paid-short',
  'paid-wrong-amount',
  'paid-stray',
  'expired',
];

/** Paid, or paid and being checked, or past that (shipped, refunded…): no second payment may start. */
export const isSettled = (status: OrderStatus) =>
  status !== 'pending' && status !== 'expired' && status !== 'cancelled';
