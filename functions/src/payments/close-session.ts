import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { orderRef, type StoredOrder } from '../orders/order-store';
import { markExpired } from './payment-events';

/**
 * Closes the order's session at Stripe so it can no longer be paid, then gives back the units it
 * held. A session Stripe reports complete was paid: the order is left for its confirmation.
 * `known` is the session when the caller has just retrieved it (the sweep), saving a second call.
 * Answers whether this call gave the units back, and the order's status afterwards: two calls can
 * close one order at once (two checkouts of one account each closing the earlier one), and then
 * both see it expired but only one released it.
 */
async function endSession(
  stripe: Stripe | null,
  db: Firestore,
  orderId: string,
  order: StoredOrder,
  known?: Stripe.Checkout.Session | null,
): Promise<{ released: boolean; status: string }> {
  const left = { released: false, status: order.status };
  if (order.sessionId && stripe) {
    const session = known ?? (await stripe.checkout.sessions.retrieve(order.sessionId));
    if (session.status === 'complete') return left;
    if (session.status === 'open' && (await expireAtStripe(stripe, session.id)) === 'complete') return left;
  }
  if ((await markExpired(db, orderId, order.sessionId)) === 'expired')
    return { released: true, status: 'expired' };
  // Not this call's doing (the expiry webhook, another call, or a payment came first): say where it stands.
  const after = (await orderRef(db, orderId).get()).data() as StoredOrder | undefined;
  return { released: false, status: after?.status ?? order.status };
}

/** Ends the order's session (endSession); answers the order's status afterwards. */
export const closeSession = async (...args: Parameters<typeof endSession>) =>
  (await endSession(...args)).status;

/** Ends the order's session (endSession); answers whether this call gave its units back. */
export const releaseSession = async (...args: Parameters<typeof endSession>) =>
  (await endSession(...args)).released;

/**
 * Expires an open session; answers the status it is left in. Two requests can close the same
 * session at once (two checkouts of one account each releasing the earlier one): Stripe refuses
 * the second expire, since the session is no longer open. That is not a failure: the session is
 * read again and its status said (expired, or complete when a payment got in first).
 */
export async function expireAtStripe(
  stripe: Stripe,
  sessionId: string,
): Promise<Stripe.Checkout.Session.Status | null> {
  try {
    return (await stripe.checkout.sessions.expire(sessionId)).status;
  } catch (error) {
    const now = await stripe.checkout.sessions.retrieve(sessionId);
    if (now.status === 'open') throw error;
    return now.status;
  }
}
