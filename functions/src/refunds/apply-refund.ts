import type { OrderStatus } from '@/domain/order';
import { formatUsd } from '@/domain/money';
import { restockByDefault } from '@/domain/refund-choice';
import { orderLabel, orderNumber } from '../orders/notice-text';
import { paidCents, refundedCents, unitsLeftPerLine, unitsOf } from '../orders/order-amounts';
import {
  recordOf,
  SOLD,
  type Actor,
  type DeskOrder,
  type DeskStep,
  type RefundLine,
  type StoredRefund,
} from '../orders/order-step';

/*
 * Recording a refund Stripe made on its order, as pure rules: the order's own payment (its lines,
 * its units back on sale if the operator chose, refunded or partly) or a stray second payment.
 * refunds/refund.ts applies them, once per Stripe refund, from the desk's answer or the webhook.
 */

/** A refund Stripe made, as applied to the order (from the desk's answer or the webhook). */
export interface RefundMade {
  id: string;
  cents: number;
  lines: readonly RefundLine[];
  by: Actor | null;
  /** Whether its units go back on sale; absent (a refund from before the choice): the default. */
  restock?: boolean | undefined;
  /** The reservation it was made under, removed as it is recorded. */
  reservation?: string | undefined;
}

/**
 * Applies a refund Stripe made to the order: records it under `refunds.<id>` (in place of its
 * reservation), gives the refunded units back to the stock when the operator chose to restock
 * (only units the order had taken: held or sold), and moves the order to refunded (every unit
 * back) or partially-refunded. Null when this refund is already recorded: a second
 * `charge.refunded`, or the desk's own answer after the webhook, changes nothing.
 */
export function applyRefund<T>(
  orderId: string,
  order: DeskOrder,
  refund: RefundMade,
  now: T,
): DeskStep<T> | null {
  if (order.refunds?.[refund.id]) return null;
  // Lines beyond what is left are cut to it (a refund made by hand in Stripe with the desk's
  // metadata, a reservation dropped as stale): the money is back either way.
  const left = unitsLeftPerLine(order);
  const lines = refund.lines.flatMap(({ line, quantity }) => {
    const kept = Math.min(quantity, left[line] ?? 0);
    if (kept > 0) left[line] = (left[line] ?? 0) - kept;
    return kept > 0 ? [{ line, quantity: kept }] : [];
  });
  const unitsLeft = left.some((quantity) => quantity > 0);
  const refundedAfter = refundedCents(order) + refund.cents;
  const whole = !unitsLeft || refundedAfter >= paidCents(order);
  const changesStatus = SOLD.includes(order.status) || order.status === 'needs-review';
  const status: OrderStatus = changesStatus ? (whole ? 'refunded' : 'partially-refunded') : order.status;
  const restock = refund.restock ?? restockByDefault(order);
  const took = order.hold === 'held' || order.hold === 'sold';
  // Units not put back on sale stay sold: the customer keeps them, or they are written off.
  const hold = took && !unitsLeft ? (restock ? 'released' : 'sold') : order.hold;
  const amount = refund.cents / 100;
  const { reservation } = refund;
  const stored: StoredRefund<T> = {
    amount,
    lines,
    at: now,
    restock,
    ...(reservation ? { key: reservation } : {}),
  };
  return {
    status,
    hold,
    fields: {
      status,
      ...(hold ? { hold } : {}),
      [`refunds.${refund.id}`]: stored,
      refundedAmount: refundedAfter / 100,
    },
    ...(reservation && order.pendingRefunds?.[reservation]
      ? { remove: [`pendingRefunds.${reservation}`] }
      : {}),
    stockBack: took && restock ? unitsOf(order, lines) : [],
    stockTake: [],
    ...recordOf(
      'refunded',
      status,
      now,
      refund.by,
      {
        refundId: refund.id,
        amount,
        lines,
        // Only resolve refunds a needs-review order: this refund is how its review ended.
        ...(order.status === 'needs-review' ? { resolvedReview: 'refund' } : {}),
      },
      { restock },
    ),
    notice: {
      id: `order-${orderId}-refund-${refund.id}`,
      title: whole ? `${orderLabel(orderId)} was refunded` : `${orderLabel(orderId)} was partly refunded`,
      body: `${formatUsd(amount)} is on its way back to your card.`,
      key: whole ? 'refunded' : 'partly-refunded',
      params: { order: orderNumber(orderId), amount },
    },
  };
}

/**
 * Records the refund of a stray payment (a second session paid for the order): no status, stock
 * or line changes. Null when already recorded.
 */
export function applyStrayRefund<T>(
  order: DeskOrder,
  sessionId: string,
  refundId: string,
  by: Actor | null,
  now: T,
): DeskStep<T> | null {
  if (order.strayRefunds?.[sessionId]) return null;
  return {
    status: order.status,
    hold: order.hold,
    fields: { [`strayRefunds.${sessionId}`]: refundId },
    stockBack: [],
    stockTake: [],
    ...recordOf('stray-refunded', order.status, now, by, { sessionId, refundId }),
    notice: null,
  };
}
