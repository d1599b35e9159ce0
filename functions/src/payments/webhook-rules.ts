import type { OrderStatus } from '@/domain/order';
import { toCents } from '@/domain/money';
import type { shortOf } from '../checkout/checkout-rules';
import type { HoldState } from '../orders/order-life';
import { isSettled } from '../orders/order-life';

/*
 * What a Stripe event does, apart from the code that verifies it and writes the order
 * (webhook.ts, payment-events.ts). Pure, so unit tests and mutation tests pin it without the emulators.
 */

/** The events that say a Checkout Session's payment has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** Stripe's word that a session closed unpaid: at its expires_at, or expired on request. */
const EXPIRED_EVENT = 'checkout.session.expired';
/** A refund of a charge was made (by the desk, refunds/refund.ts): applied to its order once. */
const REFUNDED_EVENT = 'charge.refunded';

/** What to do with a verified event: apply a refund, expire an order, mark one paid, or nothing. */
export type Route = 'refund' | 'expire' | 'pay' | { ignored: string };

/** The route of an event of `type`; `paymentStatus` is its session's, for a payment event. */
export function routeOf(type: string, paymentStatus?: string): Route {
  if (type === REFUNDED_EVENT) return 'refund';
  if (type === EXPIRED_EVENT) return 'expire';
  if (!PAID_EVENTS.has(type)) return { ignored: type };
  // Sessions are made for cards only (checkout/checkout-rules.ts `sessionParams`), so a completed session
  // carries its money and async_payment_failed is never sent. A session completed unpaid could only
  // be one made before that rule; its money would come by async_payment_succeeded.
  return paymentStatus === 'paid' ? 'pay' : { ignored: 'not paid yet' };
}

/** A paid Checkout Session, as much of it as decides what it means. */
export interface PaidSession {
  id: string;
  amount_total: number | null;
  currency: string | null;
}

/** The order a payment is for, as much of it as decides what the payment means. */
export interface PaidOrder {
  sessionId: string | null;
  status: OrderStatus;
  total: number;
  currency: string;
  hold: HoldState;
  strayPayments?: readonly string[];
}

export type PaymentVerdict =
  | { event: 'paid' }
  | { event: 'paid-stray'; reviewReason: string }
  | { event: 'paid-wrong-amount'; paidAmount: number | null; reviewReason: string }
  | { event: 'paid-short'; reviewReason: string };

/**
 * What a paid session means for its order: a sale; a second payment (of a session that is not the
 * order's current one, or of an order the shop cancelled), to refund; a payment of another amount,
 * or one that came after the hold ran out and the units went, to look at; or nothing (null) when
 * the order is already paid or this payment already noted.
 */
export function paymentVerdict(
  session: PaidSession,
  order: PaidOrder,
  short: ReturnType<typeof shortOf>,
): PaymentVerdict | null {
  if (session.id !== order.sessionId || order.status === 'cancelled') {
    if (order.strayPayments?.includes(session.id)) return null;
    return {
      event: 'paid-stray',
      reviewReason:
        order.status === 'cancelled'
          ? `A payment (${session.id}) arrived after the order was cancelled: refund it.`
          : `A second payment (${session.id}) arrived for this order: refund it.`,
    };
  }
  if (isSettled(order.status)) return null;
  if (session.amount_total !== toCents(order.total) || session.currency !== order.currency)
    return {
      event: 'paid-wrong-amount',
      paidAmount: session.amount_total,
      reviewReason: `Paid ${session.amount_total} ${session.currency}, not the order's total.`,
    };
  if (order.hold !== 'held' && short)
    return {
      event: 'paid-short',
      reviewReason: `Paid after its hold ran out: only ${short.available} of ${short.title} left.`,
    };
  return { event: 'paid' };
}
