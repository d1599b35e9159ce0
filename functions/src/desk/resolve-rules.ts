import type { OrderStatus } from '@/domain/order';
import { said } from '@/domain/refusal-codes';
import { orderLabel, orderNumber } from '../orders/notice-text';
import { allLines, linesLeft, paidCents, refundedCents, unitsOf } from '../orders/order-amounts';
import {
  allow,
  deny,
  recordOf,
  SOLD,
  type Actor,
  type DeskOrder,
  type DeskStep,
  type ValueOrRefusal,
} from '../orders/order-step';
import { planRefund, type RefundPlan } from '../refunds/plan-refund';
import { refusalOf } from './desk-rules';

/*
 * Resolving an order the payment webhook sent to review, as pure rules: what its history says
 * (did its own payment arrive, where was it before the review), what resolving needs done at
 * Stripe first, and the order's own step after. desk.ts `resolveAction` runs them.
 */

/** The events by which the order's own (current) session was paid. */
const OWN_PAYMENT_EVENTS = new Set(['paid', 'paid-short', 'paid-wrong-amount']);

/**
 * True when the order's own (current) session was paid: the webhook recorded a sale, a short one
 * or a wrong amount. A needs-review order can also be one whose only payment is a stray one (an
 * older session paid, the current one not): then there is no sale to fulfil.
 */
export const ownPaymentArrived = (order: DeskOrder) =>
  order.paidAt != null ||
  order.paidAmount != null ||
  (order.history ?? []).some(
    (entry) => typeof entry.event === 'string' && OWN_PAYMENT_EVENTS.has(entry.event),
  );

/**
 * The status the order had before its latest stretch of needs-review (history order), or null
 * when the history does not say.
 */
export function statusBeforeReview(order: DeskOrder): OrderStatus | null {
  const history = order.history ?? [];
  let at = history.length - 1;
  while (at >= 0 && history[at]?.status !== 'needs-review') at -= 1;
  while (at >= 0 && history[at]?.status === 'needs-review') at -= 1;
  const status = at >= 0 ? history[at]?.status : undefined;
  return typeof status === 'string' ? (status as OrderStatus) : null;
}

/** Stray payments not given back yet. */
export const strayPaymentsToRefund = (order: DeskOrder) =>
  (order.strayPayments ?? []).filter((session) => !order.strayRefunds?.[session]);
/**
 * Resolving a needs-review order. The webhook sends an order to review when its payment is not a
 * plain sale (payments/payment-events.ts `paymentDecision`): the amount paid is not the total,
 * the payment came after its hold ran out and the units are gone, or a second session was paid
 * (or a payment came after the shop cancelled it). The operator decides:
 * - fulfil: the sale stands. Stray payments are refunded; the order goes back to where it was
 *   before the review (paid for a new sale), taking its units if its hold had run out (refused
 *   when the stock cannot cover them: restock, or refund). Only when its own payment arrived.
 * - refund: all money goes back (stray payments, and the order's own payment in full through the
 *   refund path, which returns its units), or, when its own payment never arrived, the order is
 *   cancelled and any units it holds released.
 */
export type Resolution = 'fulfil' | 'refund';

const OWN_PAYMENT_MISSING = said(
  'own-payment-missing',
  "This order's own payment never arrived: there is no sale to fulfil. Refund it.",
);

export function parseResolution(body: unknown): ValueOrRefusal<Resolution> {
  const decision = (body as { decision?: unknown } | null)?.decision;
  return decision === 'fulfil' || decision === 'refund'
    ? allow(decision)
    : deny(400, said('resolution-invalid', "Say how to resolve the review: decision 'fulfil' or 'refund'."));
}

/** What resolving needs done at Stripe before the order's own transaction. */
export interface ResolvePlan {
  /** Stray sessions whose payment to refund in full. */
  strays: string[];
  /** The order's own payment to refund (decision refund, when it arrived and something is left). */
  refund: RefundPlan | null;
}

export function planResolve(order: DeskOrder, decision: Resolution): ValueOrRefusal<ResolvePlan> {
  const refused = refusalOf(order, 'resolve');
  if (refused) return deny(409, refused);
  const strays = strayPaymentsToRefund(order);
  const arrived = ownPaymentArrived(order);
  if (decision === 'fulfil') {
    if (!arrived) return deny(409, OWN_PAYMENT_MISSING);
    return allow({ strays, refund: null });
  }
  if (!arrived || paidCents(order) - refundedCents(order) <= 0) return allow({ strays, refund: null });
  // Whether the own payment is to be refunded, and how much: a resolve under way (its refund
  // reserved) is found again by `reserveRefund` in the order's transaction, not refused here.
  const plan = planRefund({ ...order, pendingRefunds: undefined }, linesLeft(order), { fromReview: true });
  return plan.ok ? allow({ strays, refund: plan.value }) : plan;
}

/**
 * The order's own transaction once Stripe has done its part: fulfil puts it back where it was
 * (units taken again if its hold had run out); refund without an own payment cancels it. A refund
 * of the own payment is applied by `applyRefund` instead (status refunded), and then this
 * answers null: nothing more to do.
 */
export function resolve<T>(
  orderId: string,
  order: DeskOrder,
  decision: Resolution,
  by: Actor,
  now: T,
): ValueOrRefusal<DeskStep<T> | null> {
  if (order.status !== 'needs-review')
    return decision === 'refund' && order.status === 'refunded'
      ? allow(null)
      : deny(
          409,
          said('no-review-needed', `This order does not need review; it is ${order.status}.`, {
            status: order.status,
          }),
        );
  const arrived = ownPaymentArrived(order);
  if (decision === 'fulfil') {
    if (!arrived) return deny(409, OWN_PAYMENT_MISSING);
    const before = statusBeforeReview(order);
    // Back where it was: a stray payment can reach an order shipped, delivered or refunded.
    const status: OrderStatus =
      before !== null && (SOLD.includes(before) || before === 'refunded') ? before : 'paid';
    // A refunded order stays as it was (its units are back); any other is a sale again: units it
    // still holds become sold, units it no longer holds (its hold ran out) are taken again.
    const sells = status !== 'refunded' && order.hold !== undefined;
    return allow({
      status,
      hold: sells ? 'sold' : order.hold,
      fields: { status, ...(sells ? { hold: 'sold' } : {}) },
      stockBack: [],
      stockTake: sells && order.hold === 'released' ? unitsOf(order, linesLeft(order)) : [],
      ...recordOf('review-resolved', status, now, by, { decision }),
      notice: {
        id: `order-${orderId}-resolved`,
        title: `${orderLabel(orderId)} is confirmed`,
        body: 'We checked your payment: your order goes ahead.',
        key: 'review-confirmed',
        params: { order: orderNumber(orderId) },
      },
    });
  }
  if (arrived && paidCents(order) - refundedCents(order) > 0)
    return deny(
      409,
      said('own-payment-first', "Refund the order's own payment first (the resolve endpoint does)."),
    );
  return allow({
    status: arrived ? 'refunded' : 'cancelled',
    hold: order.hold === undefined ? undefined : 'released',
    fields: {
      status: arrived ? 'refunded' : 'cancelled',
      ...(order.hold ? { hold: 'released' } : {}),
      ...(arrived ? {} : { cancelledAt: now }),
    },
    stockBack: order.hold === 'held' ? unitsOf(order, allLines(order)) : [],
    stockTake: [],
    ...recordOf('review-resolved', arrived ? 'refunded' : 'cancelled', now, by, { decision }),
    notice: {
      id: `order-${orderId}-resolved`,
      title: arrived ? `${orderLabel(orderId)} was refunded` : `${orderLabel(orderId)} was cancelled`,
      body: 'We checked your payment and gave it back in full.',
      key: arrived ? 'review-refunded' : 'review-cancelled',
      params: { order: orderNumber(orderId) },
    },
  });
}
