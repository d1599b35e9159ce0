import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { CHECKOUT_MESSAGES } from '@/domain/checkout-messages';
import { said } from '@/domain/refusal-codes';
import { STOCK_TRANSACTION } from '../config';
import { isSettled } from '../orders/order-life';
import { orderRef, type StoredOrder } from '../orders/order-store';
import { markExpired } from '../payments/payment-events';
import { FAILED_PRECONDITION, NOT_FOUND } from '../shared/grpc-codes';
import { alreadyPaid, Refusal, sessionParams, type UiMode } from './checkout-rules';
import type { HeldOrder } from './hold-order';

/**
 * Gives the order's current attempt its Checkout Session, in a transaction that checks the order
 * is still on that attempt and has none yet; Stripe's idempotency key is derived from the order
 * and the attempt, so two requests racing here get the same session. Answers the session the
 * order holds afterwards. An order this request has just made (`placedAt`) is first given it in one
 * write that applies only if the order has not changed since it was made: then it is still pending
 * on attempt 0 without a session, which is all the transaction would check. If anything changed
 * it (a racing retry saving the session, a cancel, a reopening), the transaction decides.
 */
async function newSession(
  stripe: Stripe,
  db: Firestore,
  { orderId, order, placedAt }: HeldOrder,
  origin: string,
  uiMode: UiMode,
) {
  // The mode is part of the key: Stripe refuses one key with other parameters. Should two modes
  // race for one attempt, the order keeps the first session saved and both are answered it.
  const mode = uiMode === 'embedded' ? '-embedded' : '';
  const params = sessionParams(
    orderId,
    { ...order, holdExpiresAtMs: order.holdExpiresAt.toMillis() },
    origin,
    uiMode,
  );
  const session = await stripe.checkout.sessions.create(
    (order.closedEarlier ?? 0) > 0
      ? { ...params, custom_text: { submit: { message: CHECKOUT_MESSAGES.earlierCheckoutClosed } } }
      : params,
    {
      idempotencyKey: `eshop-order-${orderId}-${order.sessionAttempt}${mode}`,
    },
  );
  if (placedAt && (await saveSessionIfUnchanged(db, orderId, session.id, placedAt))) {
    return session;
  }
  const held = await db.runTransaction(async (tx) => {
    const ref = orderRef(db, orderId);
    const current = (await tx.get(ref)).data() as StoredOrder | undefined;
    if (!current) throw new Error('The order vanished while its session was being made.');
    if (isSettled(current.status)) throw alreadyPaid(orderId, current.status);
    if (current.sessionAttempt !== order.sessionAttempt || current.status !== 'pending')
      throw new Refusal(
        409,
        said('checkout-changed', 'This checkout changed meanwhile. Please try again.', { orderId }),
      );
    if (current.sessionId === null) tx.update(ref, { sessionId: session.id });
    return current.sessionId ?? session.id;
  }, STOCK_TRANSACTION);
  return held === session.id ? session : stripe.checkout.sessions.retrieve(held);
}

/** Writes the order's session id if the order is as it was at `since`; false if it is not (or gone). */
async function saveSessionIfUnchanged(db: Firestore, orderId: string, sessionId: string, since: Timestamp) {
  try {
    await orderRef(db, orderId).update({ sessionId }, { lastUpdateTime: since });
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === FAILED_PRECONDITION || code === NOT_FOUND) return false;
    throw error;
  }
}

/**
 * The order's open Checkout Session: the one already made while it is open, else a new one. A
 * session Stripe reports complete has been paid (its confirmation is on the way): 409, never a
 * second payment. An expired one whose webhook has not come yet is expired here, and the order
 * opened again.
 */
export async function sessionFor(
  stripe: Stripe,
  db: Firestore,
  held: HeldOrder,
  origin: string,
  uiMode: UiMode,
  reopen: () => Promise<StoredOrder>,
) {
  const { orderId, order } = held;
  if (!order.sessionId) return newSession(stripe, db, held, origin, uiMode);
  const existing = await stripe.checkout.sessions.retrieve(order.sessionId);
  if (existing.status === 'open' && (existing.url || existing.client_secret)) return existing;
  if (existing.status === 'complete') throw alreadyPaid(orderId, order.status);
  await markExpired(db, orderId, existing.id);
  const reopened = await reopen();
  if (!reopened.sessionId) return newSession(stripe, db, { orderId, order: reopened }, origin, uiMode);
  return stripe.checkout.sessions.retrieve(reopened.sessionId);
}
