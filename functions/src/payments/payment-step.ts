import type { OrderLine, OrderStatus } from '@/domain/order';
import { unitsPerProduct } from '../checkout/checkout-rules';
import { paymentNotice } from '../orders/notice-text';
import { nextStep, type HoldState, type PaymentEvent } from '../orders/order-life';
import type { OrderStep } from '../orders/order-step';

/** A payment event named for an order, with more fields to write (a review reason, the paid amount, …). */
export interface Decision {
  event: PaymentEvent;
  fields?: Record<string, unknown>;
}

/** What a payment's step reads of the order. */
export interface PaidOrderState {
  status: OrderStatus;
  hold: HoldState;
  lines: readonly Pick<OrderLine, 'id' | 'quantity'>[];
}

/**
 * The step a payment event makes, as the order's life table says (orders/order-life.ts), or null
 * when the event changes nothing in the order's status: the units are taken again (a released
 * hold), sold (a held one) or given back, and the shopper is told of a status the payment moved
 * the order to (paid, in review).
 */
export function paymentStep<T>(
  orderId: string,
  order: PaidOrderState,
  decision: Decision | null,
  now: T,
): OrderStep<T> | null {
  const move = decision && nextStep(order.status, decision.event);
  if (!decision || !move) return null;
  const units = unitsPerProduct(order.lines);
  const takes = (move.stock === 'hold' || move.stock === 'sell') && order.hold === 'released';
  const releases = move.stock === 'release' && order.hold === 'held';
  let hold: HoldState = takes ? 'held' : order.hold;
  if (move.stock === 'sell' && hold === 'held') hold = 'sold';
  if (releases) hold = 'released';
  return {
    status: move.status,
    hold,
    fields: { ...decision.fields, status: move.status, hold },
    stockTake: takes ? units : [],
    stockBack: releases ? units : [],
    history: { event: decision.event, status: move.status, at: now },
    audit: null,
    notice: move.status === order.status ? null : paymentNotice(orderId, move.status),
  };
}
