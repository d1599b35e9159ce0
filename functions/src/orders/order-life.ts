import type { OrderStatus } from '@/domain/order';

/**
 * What Stripe's payments do to an order, as the functions see them:
 * - reopened: the same checkout tried again after its payment page expired (a new session);
 * - paid: Stripe confirmed the payment of the order's current session, and its units are there;
 * - paid-short: the same, but its hold had run out and the units are gone meanwhile;
 * - paid-wrong-amount: the payment's amount or currency is not the order's;
 * - paid-stray: a payment for a session that is not the order's current one (a second payment);
 * - expired: the current session closed unpaid (Stripe's expiry, the shopper's Cancel, the sweep).
 */
export type PaymentEvent =
  'reopened' | 'paid' | 'paid-short' | 'paid-wrong-amount' | 'paid-stray' | 'expired';

/**
 * What the operator's desk does to an order (desk/, refunds/): ship, mark delivered, refund (also
 * recorded when Stripe's `charge.refunded` tells of it), cancel unpaid, resolve a review, and
 * record the refund of a stray payment.
 */
export type DeskEvent =
  'shipped' | 'delivered' | 'refunded' | 'cancelled' | 'review-resolved' | 'stray-refunded';

export type OrderEvent = PaymentEvent | DeskEvent;

/** Where a stored hold on the ordered units stands: held for the payment, sold, or given back. */
export type HoldState = 'held' | 'sold' | 'released';

/** A payment event's move: the next status, and what happens to the units. */
export interface Transition {
  status: OrderStatus;
  /** What happens to the units: taken (held again or sold), given back, or left as they are. */
  stock: 'hold' | 'sell' | 'release' | 'keep';
}

/**
 * A desk event's move: the statuses its step may lead to. The step's own rule picks one (a refund
 * gives back all or part; resolving a review puts the order back where it was) and names the
 * units it moves (desk/desk-rules.ts, desk/resolve-rules.ts, refunds/apply-refund.ts).
 */
type DeskMove = readonly OrderStatus[];

type Row = Partial<Record<PaymentEvent, Transition>> & Partial<Record<DeskEvent, DeskMove>>;

const review: Transition = { status: 'needs-review', stock: 'keep' };

/** A refund of a sold order (or one in review) leaves it refunded, or partly refunded. */
const REFUNDED: DeskMove = ['refunded', 'partially-refunded'];

/** After the sale a payment can still arrive late for another session of the order: to review. */
const afterSale = (status: OrderStatus): Row => ({
  'paid-stray': review,
  refunded: REFUNDED,
  'stray-refunded': [status],
});

/**
 * The order's whole life as one table: (status, event) → the next status, and for a payment what
 * it does to the stock. A missing entry means the event does not apply in that status: a payment
 * event changes nothing there (a duplicate or late delivery), a desk step is not taken. A refund
 * or a stray payment's refund recorded on an order not sold leaves its status as it is. Every pair
 * is tested in order-life.test.ts; orders/order-store.ts `applyStep` checks each step against it.
 */
const LIFE: Record<OrderStatus, Row> = {
  pending: {
    reopened: { status: 'pending', stock: 'keep' },
    paid: { status: 'paid', stock: 'sell' },
    'paid-short': review,
    'paid-wrong-amount': review,
    'paid-stray': review,
    expired: { status: 'expired', stock: 'release' },
    cancelled: ['cancelled'],
    refunded: ['pending'],
    'stray-refunded': ['pending'],
  },
  expired: {
    reopened: { status: 'pending', stock: 'hold' },
    // The session's payment arrived after its expiry was recorded (events out of order, or a hold
    // swept just before the payment): the units are taken again if they are still there.
    paid: { status: 'paid', stock: 'sell' },
    'paid-short': review,
    'paid-wrong-amount': review,
    'paid-stray': review,
    cancelled: ['cancelled'],
    refunded: ['expired'],
    'stray-refunded': ['expired'],
  },
  paid: { ...afterSale('paid'), shipped: ['shipped'] },
  'needs-review': {
    'paid-stray': review,
    refunded: REFUNDED,
    // Fulfil puts the order back where it was before the review (paid for a new sale); refund
    // gives everything back, or cancels an order whose own payment never arrived.
    'review-resolved': ['paid', 'shipped', 'delivered', 'partially-refunded', 'refunded', 'cancelled'],
    'stray-refunded': ['needs-review'],
  },
  // Shipping again corrects the carrier and number.
  shipped: { ...afterSale('shipped'), shipped: ['shipped'], delivered: ['delivered'] },
  delivered: afterSale('delivered'),
  'partially-refunded': {
    ...afterSale('partially-refunded'),
    shipped: ['shipped'],
    delivered: ['delivered'],
  },
  refunded: { ...afterSale('refunded'), refunded: ['refunded'] },
  // Cancelled unpaid by the shop: any payment that still arrives is a stray one (payments/webhook.ts).
  cancelled: { 'paid-stray': review, refunded: ['cancelled'], 'stray-refunded': ['cancelled'] },
};

const isPaymentEvent = (event: OrderEvent): event is PaymentEvent =>
  (PAYMENT_EVENTS as readonly OrderEvent[]).includes(event);

/** The transition for payment `event` in `status`, or null when the event changes nothing there. */
export function nextStep(status: OrderStatus, event: PaymentEvent): Transition | null {
  return LIFE[status][event] ?? null;
}

/** The statuses `event` may lead to from `status`; none when it does not apply there. */
export function leadsTo(status: OrderStatus, event: OrderEvent): readonly OrderStatus[] {
  if (isPaymentEvent(event)) {
    const step = nextStep(status, event);
    return step ? [step.status] : [];
  }
  return LIFE[status][event] ?? [];
}

/** Whether the table lets `event` move an order from `from` to `to`. */
export const mayMove = (from: OrderStatus, event: OrderEvent, to: OrderStatus) =>
  leadsTo(from, event).includes(to);

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
export const PAYMENT_EVENTS: readonly PaymentEvent[] = [
  'reopened',
  'paid',
  'paid-short',
  'paid-wrong-amount',
  'paid-stray',
  'expired',
];
export const DESK_EVENTS: readonly DeskEvent[] = [
  'shipped',
  'delivered',
  'refunded',
  'cancelled',
  'review-resolved',
  'stray-refunded',
];

/** Paid, or paid and being checked, or past that (shipped, refunded…): no second payment may start. */
export const isSettled = (status: OrderStatus) =>
  status !== 'pending' && status !== 'expired' && status !== 'cancelled';
