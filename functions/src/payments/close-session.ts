import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { orderRef, type StoredOrder } from '../orders/order-store';
import { markExpired } from './payment-events';

/**
 * Closes the order's session at Stripe so it can no longer be paid, then gives back the units it
 * held. A session Stripe reports complete was paid: the order is left for its confirmation.
 * `known` is the session when the caller has just retrieved it (the sweep), saving a second call.
 * Answers the order's status afterwards, and whether this call released it: the call whose expire
 * Stripe took (the expiry webhook that expire sends may write the order first), or, when there
 * was no session, or one closed as its time ran out, the call whose write marked it expired. A
 * call that finds the session closed early by another call's expire and writes the order before
 * that call does is not the one. Two calls closing one
 * order at once (two checkouts of one account each closing the earlier one) both see it expired;
 * only one of them released it. An order read before its request saved the session it had just
 * made (the account's next checkout closing it) is closed with that session.
 */
async function endSession(
  stripe: Stripe | null,
  db: Firestore,
  orderId: string,
  order: StoredOrder,
  known?: Stripe.Checkout.Session | null,
): Promise<{ released: boolean; status: string }> {
  const left = { released: false, status: order.status };
  let expire: { status: Stripe.Checkout.Session.Status | null; ours: boolean } | undefined;
  // Whose release this is when this call finds the session closed already and expires nothing:
  // its own write's if the session closed as its time ran out (its expiry webhook lost: the
  // sweep's case) or there was none; not if another call closed it early (that call counts it).
  let closedByTime = true;
  if (order.sessionId && stripe) {
    const session = known ?? (await stripe.checkout.sessions.retrieve(order.sessionId));
    if (session.status === 'complete') return left;
    if (session.status === 'open') {
      expire = await expireAtStripe(stripe, session.id);
      if (expire.status === 'complete') return left;
    } else closedByTime = session.expires_at * 1000 <= Date.now();
  }
  const marked = (await markExpired(db, orderId, order.sessionId)) === 'expired';
  if (marked) return { released: expire ? expire.ours : closedByTime, status: 'expired' };
  // Not this call's write (the expiry webhook, another call, or a payment came first): read it.
  const now = (await orderRef(db, orderId).get()).data() as StoredOrder | undefined;
  // Read before its request saved the session it had just made: that session is the one to close
  // (else the order keeps its units and an open payment page, and the account two checkouts).
  if (now && gotItsSession(order, now)) return endSession(stripe, db, orderId, now);
  const status = now?.status ?? order.status;
  return { released: status === 'expired' && (expire?.ours ?? false), status };
}

/** The order as read had no session yet, and is now the same attempt, still waiting, with one. */
const gotItsSession = (read: StoredOrder, now: StoredOrder) =>
  read.sessionId === null &&
  now.status === 'pending' &&
  now.sessionAttempt === read.sessionAttempt &&
  now.sessionId !== null;

/** Ends the order's session (endSession); answers the order's status afterwards. */
export const closeSession = async (...args: Parameters<typeof endSession>) =>
  (await endSession(...args)).status;

/** Ends the order's session (endSession); answers whether this call released it. */
export const releaseSession = async (...args: Parameters<typeof endSession>) =>
  (await endSession(...args)).released;

/**
 * Expires an open session; answers the status it is left in, and whether this call's expire did
 * it. Two requests can close the same session at once (two checkouts of one account each
 * releasing the earlier one): Stripe refuses the second expire, since the session is no longer
 * open. That is not a failure: the session is read again and its status said (expired, or
 * complete when a payment got in first).
 */
export async function expireAtStripe(
  stripe: Stripe,
  sessionId: string,
): Promise<{ status: Stripe.Checkout.Session.Status | null; ours: boolean }> {
  try {
    return { status: (await stripe.checkout.sessions.expire(sessionId)).status, ours: true };
  } catch (error) {
    const now = await stripe.checkout.sessions.retrieve(sessionId);
    if (now.status === 'open') throw error;
    return { status: now.status, ours: false };
  }
}
