import { createHash } from 'node:crypto';

import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { closeSession } from './open-checkouts';
import { callerUid, REVOKED, sessionEnded, type Answer } from './checkout';
import { Refusal } from './checkout-rules';
import {
  applyDeskStep,
  dropReservation,
  reserveRefundOn,
  type DeskOutcome,
  type DeskStoredOrder,
  type ReserveOutcome,
} from './desk-store';
import { orderRef } from './order-store';
import {
  cancel,
  deliver,
  DESK_ACTIONS,
  parseOrderId,
  parseResolution,
  parseShipment,
  planResolve,
  refusalOf,
  reserveRefund,
  resolve,
  ship,
  type Actor,
  type DeskAction,
} from './order-transitions';
import { NoPayment, recordRefund, refundMadeFor, refundOrderPayment, refundStrayPayment } from './refund';

/*
 * The operator's desk: POST /api/desk/<action> (Hosting rewrite to the `desk` function), one
 * action per path: ship, deliver, refund, cancel, resolve. Each is for admins only
 * (Users/{uid}.userType == 'admin'): 401 without a valid ID token (revocation checked, like every
 * endpoint), 403 for anyone else. Each changes the order in one transaction with its history
 * entry (who, what, when) and the shopper's notice. docs/operator-desk.md is the contract.
 */

export interface DeskCall {
  /** The last segment of the path: the action asked for. */
  action: string;
  /** The Authorization header: "Bearer <Firebase ID token>". */
  authorization: string | undefined;
  /** The Idempotency-Key header (refund): the same key makes the same refund. */
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface DeskDeps {
  db: Firestore;
  stripe: Stripe | null;
  /** Verifies an ID token, revocation checked; the e-mail goes into the history entries. */
  verifyIdToken: (token: string) => Promise<{ uid: string; email?: string | undefined }>;
}

const refuse = (status: number, error: string, details: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error, ...details },
});

/** The admin calling, or the answer refusing the caller (401 signed out, 403 not an admin). */
async function deskCaller(call: DeskCall, deps: DeskDeps): Promise<Actor | Answer> {
  let email = '';
  const uid = await callerUid(call.authorization, async (token) => {
    const decoded = await deps.verifyIdToken(token);
    email = decoded.email ?? '';
    return decoded;
  });
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return refuse(401, 'Sign in to use the desk.');
  const user = await deps.db.collection('Users').doc(uid).get();
  if (user.get('userType') !== 'admin') return refuse(403, "The desk is for the shop's admins only.");
  if (!email) email = typeof user.get('email') === 'string' ? (user.get('email') as string) : '';
  return { uid, email };
}

const isAnswer = (value: Actor | Answer): value is Answer => 'status' in value;

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** The answer for a step applied (or found already applied) to the order. */
function answerOf(orderId: string, result: DeskOutcome, extra: Record<string, unknown> = {}): Answer {
  switch (result.outcome) {
    case 'missing':
      return refuse(404, 'No such order.', { orderId });
    case 'refused':
      return refuse(result.status, result.error, { orderId });
    case 'unchanged':
      return { status: 200, body: { orderId, status: result.order.status, ...extra } };
    case 'changed':
      return { status: 200, body: { orderId, status: result.step.status, ...extra } };
  }
}

const readOrder = async (db: Firestore, orderId: string) =>
  (await orderRef(db, orderId).get()).data() as DeskStoredOrder | undefined;

/** Stripe's refusals (more than is left, a reused key…) are the operator's to read: 409. */
function stripeRefusal(error: unknown): Answer | null {
  const { type, message } = (error ?? {}) as { type?: unknown; message?: unknown };
  if (type === 'StripeIdempotencyError')
    return refuse(409, 'This Idempotency-Key was used for another refund. Use a new one.');
  if (type === 'StripeInvalidRequestError' && typeof message === 'string')
    return refuse(409, `Stripe refused the refund: ${message}`);
  return null;
}

/**
 * A refund reserved this long ago was made by now, or never will be: Stripe answers in seconds,
 * and the SDK gives up on a call within a few minutes (80 s a try). Such a reservation (the desk's
 * call failed with no answer, and nobody sent it again) is settled with Stripe before a refund.
 */
const STALE_RESERVATION_MS = 10 * 60_000;

/** The refund request in short (lines and restock as sent): the same request, the same digest. */
function digestOf(body: unknown): string {
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
  const order = await readOrder(db, orderId);
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
async function giveBack(
  orderId: string,
  reserved: ReserveOutcome,
  deps: DeskDeps,
  by: Actor,
  stripe: Stripe,
): Promise<Answer> {
  if (reserved.outcome === 'missing') return refuse(404, 'No such order.', { orderId });
  if (reserved.outcome === 'refused') {
    const { order } = reserved;
    // Refused for the order's status: the answer says which it is, as every desk refusal does.
    const byStatus = reserved.error === refusalOf(order, 'refund');
    return refuse(reserved.status, reserved.error, {
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
    if (refusedForGood(error)) await dropReservation(deps.db, orderId, key);
    throw error;
  }
  await recordRefund(deps.db, refund);
  const after = await readOrder(deps.db, orderId);
  return {
    status: 200,
    body: {
      orderId,
      status: after?.status ?? order.status,
      refund: { id: refund.id, amount: refund.amount / 100, lines: pending.lines, restock: pending.restock },
    },
  };
}

async function refundAction(
  orderId: string,
  call: DeskCall,
  deps: DeskDeps,
  by: Actor,
  stripe: Stripe,
): Promise<Answer> {
  if (call.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(call.idempotencyKey))
    return refuse(400, 'The Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  await settleStaleReservations(deps.db, stripe, orderId);
  const request = { key: call.idempotencyKey ?? null, digest: digestOf(call.body), body: call.body };
  return giveBack(
    orderId,
    await reserveRefundOn(deps.db, orderId, (order, now) => reserveRefund(order, request, now)),
    deps,
    by,
    stripe,
  );
}

async function cancelAction(orderId: string, deps: DeskDeps, by: Actor): Promise<Answer> {
  const order = await readOrder(deps.db, orderId);
  if (!order) return refuse(404, 'No such order.', { orderId });
  const refused = refusalOf(order, 'cancel');
  if (refused) return refuse(409, refused, { orderId, status: order.status });
  if (order.status === 'pending') {
    // Its payment page is closed at Stripe first, so it can no longer be paid; a session found
    // paid meanwhile is confirmed instead, and the order is not cancelled.
    const now = await closeSession(deps.stripe, deps.db, orderId, order);
    if (now !== 'expired')
      return refuse(
        409,
        now === 'pending'
          ? 'Stripe reports this order paid; its confirmation is on the way. Refund it once it is here.'
          : `This order was paid meanwhile (${now}): refund it instead.`,
        { orderId, status: now },
      );
  }
  return answerOf(
    orderId,
    await applyDeskStep(deps.db, orderId, (current, at) => cancel(orderId, current, by, at)),
  );
}

async function resolveAction(
  orderId: string,
  call: DeskCall,
  deps: DeskDeps,
  by: Actor,
  stripe: Stripe | null,
): Promise<Answer> {
  const decision = parseResolution(call.body);
  if (!decision.ok) return refuse(decision.status, decision.error, { orderId });
  const order = await readOrder(deps.db, orderId);
  if (!order) return refuse(404, 'No such order.', { orderId });
  const plan = planResolve(order, decision.value);
  if (!plan.ok) return refuse(plan.status, plan.error, { orderId, status: order.status });
  const { strays, refund } = plan.value;
  if ((strays.length > 0 || refund) && !stripe) return refuse(503, 'Payments are not configured.');
  if (stripe) {
    for (const sessionId of strays)
      await recordRefund(deps.db, await refundStrayPayment(stripe, orderId, sessionId, by));
    if (refund) {
      // One resolve's refund per order ('review'): two resolves at once make the same refund.
      const request = { key: 'review', digest: digestOf(call.body), body: call.body, fromReview: true };
      const given = await giveBack(
        orderId,
        await reserveRefundOn(deps.db, orderId, (current, now) => reserveRefund(current, request, now)),
        deps,
        by,
        stripe,
      );
      if (given.status !== 200) return given;
    }
  }
  return answerOf(
    orderId,
    await applyDeskStep(deps.db, orderId, (current, at) => resolve(orderId, current, decision.value, by, at)),
    { decision: decision.value },
  );
}

/**
 * POST /api/desk/<action>. Bodies (JSON), each with `orderId`:
 * - ship { carrier, trackingNumber } · deliver {} · cancel {}
 * - refund { lines?: [{ line, quantity }], restock?: boolean } (lines absent or empty: everything
 *   left; restock absent: yes before the order ships, no after), Idempotency-Key.
 * - resolve { decision, restock? } (restock: for decision refund, as for refund).
 * Answers { orderId, status, … } or { error } with 400, 401, 403, 404, 409, 502 or 503.
 */
export async function deskAction(call: DeskCall, deps: DeskDeps): Promise<Answer> {
  const by = await deskCaller(call, deps);
  if (isAnswer(by)) return by;
  const action = DESK_ACTIONS.find((known): known is DeskAction => known === call.action);
  if (!action) return refuse(404, `No desk action "${call.action}". Use one of ${DESK_ACTIONS.join(', ')}.`);
  const id = parseOrderId(call.body);
  if (!id.ok) return refuse(id.status, id.error);
  const orderId = id.value;
  try {
    switch (action) {
      case 'ship': {
        const shipment = parseShipment(call.body);
        if (!shipment.ok) return refuse(shipment.status, shipment.error, { orderId });
        return answerOf(
          orderId,
          await applyDeskStep(deps.db, orderId, (order, now) =>
            ship(orderId, order, shipment.value, by, now),
          ),
          { shipment: shipment.value },
        );
      }
      case 'deliver':
        return answerOf(
          orderId,
          await applyDeskStep(deps.db, orderId, (order, now) => deliver(orderId, order, by, now)),
        );
      case 'cancel':
        return await cancelAction(orderId, deps, by);
      case 'refund':
        if (!deps.stripe) return refuse(503, 'Payments are not configured.');
        return await refundAction(orderId, call, deps, by, deps.stripe);
      case 'resolve':
        return await resolveAction(orderId, call, deps, by, deps.stripe);
    }
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.message, { orderId, ...error.details });
    if (error instanceof NoPayment) return refuse(409, error.message, { orderId });
    const refused = stripeRefusal(error);
    if (refused) return { ...refused, body: { ...refused.body, orderId } };
    console.error(`Desk ${action} of order ${orderId} failed:`, error);
    return refuse(502, `The ${action} could not be done. Please try again.`, { orderId });
  }
}
