import { createHash } from 'node:crypto';

import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { said } from '@/domain/refusal-codes';
import { STALE_RESERVATION_MS } from '../config';
import { NO_SUCH_ORDER, refusalOf } from '../desk/desk-rules';
import { readDeskOrder } from '../orders/order-store';
import type { Actor } from '../orders/order-step';
import { refuse, type Answer } from '../shared/answer';
import { badIdempotencyKey } from '../shared/idempotency-key';
import { KEY_REUSED, reserveRefund } from './plan-refund';
import { NoPayment, recordRefund, refundMadeFor, refundOrderPayment } from './refund';
import { dropReservation, reserveRefundOn, type ReserveOutcome } from './refund-store';

/*
 * The desk's refund (POST /api/desk/refund, and resolve's refund of an order in review): the
 * refund is planned and reserved on the order (plan-refund.ts, refund-store.ts), made at Stripe
 * (refund.ts) and recorded on the order (apply-refund.ts); Stripe's `charge.refunded` records it
 * again, changing nothing.
 */

/** Stripe's refusals (more than is left, a reused key…) are the operator's to read: 409. */
export function stripeRefusal(error: unknown): Answer | null {
  const { type, message } = (error ?? {}) as { type?: unknown; message?: unknown };
  if (type === 'StripeIdempotencyError') return refuse(409, KEY_REUSED);
  if (type === 'StripeInvalidRequestError' && typeof message === 'string')
    return refuse(409, said('stripe-refused', `Stripe refused the refund: ${message}`, { message }));
  return null;
}

/** The refund request in short (lines and restock as sent): the same request, the same digest. */
export function digestOf(body: unknown): string {
  const { lines = null, restock = null } = (body ?? {}) as { lines?: unknown; restock?: unknown };
  return createHash('sha256').update(JSON.stringify({ lines, restock })).digest('hex').slice(0, 24);
}

/** Stripe answered and made nothing (a 4xx, or no payment): the reservation can go. */
const refusedForGood = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof NoPayment || (typeof status === 'number' && status >= 400 && status < 500);
};

/** Records the refunds of stale reservations that Stripe made, and drops the others. */
async function settleStaleReservations(db: Firestore, stripe: Stripe, orderId: string) {
  const order = await readDeskOrder(db, orderId);
  const before = Date.now() - STALE_RESERVATION_MS;
  for (const [key, pending] of Object.entries(order?.pendingRefunds ?? {})) {
    const at = (pending.at as Partial<Timestamp> | undefined)?.toMillis?.() ?? 0;
    if (!order || at > before) continue;
    const made = await refundMadeFor(stripe, orderId, order, key);
    if (made) await recordRefund(db, made);
    else await dropReservation(db, orderId, key);
  }
}

/**
 * Has Stripe make the refund reserved on the order, and records it; the answer the desk gets.
 * A reservation Stripe refused is dropped; one whose call failed without an answer stays, so the
 * same request sent again makes (or finds) the same refund, and nothing else takes its units.
 */
export async function giveBack(
  orderId: string,
  reserved: ReserveOutcome,
  db: Firestore,
  by: Actor,
  stripe: Stripe,
): Promise<Answer> {
  if (reserved.outcome === 'missing') return refuse(404, NO_SUCH_ORDER, { orderId });
  if (reserved.outcome === 'refused') {
    const { order } = reserved;
    // Refused for the order's status: the answer says which it is, as every desk refusal does.
    const byStatus = reserved.refused.code === refusalOf(order, 'refund')?.code;
    return refuse(reserved.status, reserved.refused, {
      orderId,
      ...(byStatus ? { status: order.status } : {}),
    });
  }
  const { order, reservation } = reserved;
  if (reservation.made) {
    const { refundId: id, amount, lines, restock } = reservation;
    return { status: 200, body: { orderId, status: order.status, refund: { id, amount, lines, restock } } };
  }
  const { key, pending } = reservation;
  let refund: Stripe.Refund;
  try {
    refund = await refundOrderPayment(stripe, orderId, order, key, pending, by);
  } catch (error) {
    if (refusedForGood(error)) await dropReservation(db, orderId, key);
    throw error;
  }
  await recordRefund(db, refund);
  const after = await readDeskOrder(db, orderId);
  return {
    status: 200,
    body: {
      orderId,
      status: after?.status ?? order.status,
      refund: { id: refund.id, amount: refund.amount / 100, lines: pending.lines, restock: pending.restock },
    },
  };
}

export async function refundAction(
  orderId: string,
  call: { idempotencyKey: string | undefined; body: unknown },
  db: Firestore,
  by: Actor,
  stripe: Stripe,
): Promise<Answer> {
  const badKey = badIdempotencyKey(call.idempotencyKey);
  if (badKey) return badKey;
  await settleStaleReservations(db, stripe, orderId);
  const request = { key: call.idempotencyKey ?? null, digest: digestOf(call.body), body: call.body };
  return giveBack(
    orderId,
    await reserveRefundOn(db, orderId, (order, now) => reserveRefund(order, request, now)),
    db,
    by,
    stripe,
  );
}
