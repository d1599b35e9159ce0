import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { callerUid, REVOKED, sessionEnded, type Answer, type CheckoutDeps } from './checkout';
import { orderRef, type StoredOrder } from './order-store';
import { markExpired } from './webhook';

export interface CancelCall {
  authorization: string | undefined;
  body: unknown;
}

export interface CancelDeps {
  db: Firestore;
  stripe: Stripe | null;
  verifyIdToken: CheckoutDeps['verifyIdToken'];
}

const ORDER_ID = /^[a-f0-9]{32}$/;

/**
 * Closes the order's session at Stripe so it can no longer be paid, then gives back the units it
 * held. A session Stripe reports complete was paid: the order is left for its confirmation.
 * `known` is the session when the caller has just retrieved it (the sweep), saving a second call.
 */
export async function closeSession(
  stripe: Stripe | null,
  db: Firestore,
  orderId: string,
  order: StoredOrder,
  known?: Stripe.Checkout.Session | null,
): Promise<string> {
  if (order.sessionId && stripe) {
    const session = known ?? (await stripe.checkout.sessions.retrieve(order.sessionId));
    if (session.status === 'complete') return order.status;
    if (session.status === 'open') await stripe.checkout.sessions.expire(session.id);
  }
  if ((await markExpired(db, orderId, order.sessionId)) === 'expired') return 'expired';
  // Not this call's doing (the expiry webhook, or a payment, came first): say where it stands.
  const after = (await orderRef(db, orderId).get()).data() as StoredOrder | undefined;
  return after?.status ?? order.status;
}

/**
 * POST /api/cancel-checkout { orderId }: the shopper came back through Cancel. Their pending
 * order's session is closed and its units are released now rather than in 30 minutes. Idempotent.
 */
export async function cancelCheckout(call: CancelCall, deps: CancelDeps): Promise<Answer> {
  const uid = await callerUid(call.authorization, deps.verifyIdToken);
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return { status: 401, body: { error: 'Sign in to cancel a checkout.' } };
  const orderId = (call.body as { orderId?: unknown } | null)?.orderId;
  if (typeof orderId !== 'string' || !ORDER_ID.test(orderId))
    return { status: 400, body: { error: 'Name the order to cancel.' } };
  const order = (await orderRef(deps.db, orderId).get()).data() as StoredOrder | undefined;
  if (!order || order.uid !== uid) return { status: 404, body: { error: 'No such order.' } };
  if (order.status !== 'pending') return { status: 200, body: { status: order.status } };
  try {
    return { status: 200, body: { status: await closeSession(deps.stripe, deps.db, orderId, order) } };
  } catch (error) {
    console.error(`Cancelling order ${orderId} failed:`, error);
    return { status: 502, body: { error: 'The checkout could not be cancelled. Please try again.' } };
  }
}
