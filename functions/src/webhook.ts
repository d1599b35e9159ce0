import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import type { Answer } from './checkout';
import { applyEvent, type Decision, type Seen, type StoredOrder } from './order-store';
import { receiveRefunds } from './refund';
import { paymentVerdict, routeOf } from './webhook-rules';

export interface WebhookCall {
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: Buffer | undefined;
  signature: string | undefined;
}

export interface WebhookDeps {
  db: Firestore;
  stripe: Stripe | null;
  webhookSecret: string | undefined;
}

export type Outcome = 'paid' | 'already paid' | 'unknown order' | 'needs review' | 'expired' | 'not expired';

/** A paid session's verdict (webhook-rules.ts) as the fields to write with its transition. */
export function paymentDecision(session: Stripe.Checkout.Session, { order, short }: Seen): Decision | null {
  const verdict = paymentVerdict(session, order, short);
  if (!verdict) return null;
  switch (verdict.event) {
    case 'paid':
      return { event: 'paid', fields: { paidAt: FieldValue.serverTimestamp() } };
    case 'paid-stray':
      return {
        event: 'paid-stray',
        fields: { strayPayments: FieldValue.arrayUnion(session.id), reviewReason: verdict.reviewReason },
      };
    case 'paid-wrong-amount':
      return {
        event: 'paid-wrong-amount',
        fields: { paidAmount: verdict.paidAmount, reviewReason: verdict.reviewReason },
      };
    case 'paid-short':
      return { event: 'paid-short', fields: { reviewReason: verdict.reviewReason } };
  }
}

/**
 * Applies a paid session to its order, once. A sale empties the shopper's saved cart and notes the
 * order on their record in the same transaction; a second delivery finds the order paid.
 */
export async function markPaid(db: Firestore, session: Stripe.Checkout.Session): Promise<Outcome> {
  const orderId = session.client_reference_id;
  if (!orderId) return 'unknown order';
  const result = await applyEvent(
    db,
    orderId,
    (seen) => paymentDecision(session, seen),
    async (tx, order: StoredOrder, event) => {
      const userRef = db.collection('Users').doc(order.uid);
      const user = event === 'paid' ? await tx.get(userRef) : undefined;
      return () => {
        if (user?.exists) tx.update(userRef, { cart: [], orders: FieldValue.arrayUnion(orderId) });
      };
    },
  );
  if (result.outcome === 'missing') return 'unknown order';
  if (result.outcome === 'unchanged') return 'already paid';
  return result.event === 'paid' ? 'paid' : 'needs review';
}

/**
 * Expires the order when the session it waits on closed unpaid, giving its units back. A session
 * the order has since moved on from, or an order already paid, is left as it is.
 */
export async function markExpired(db: Firestore, orderId: string, sessionId: string | null) {
  const result = await applyEvent(db, orderId, ({ order }) =>
    order.sessionId === sessionId ? { event: 'expired' } : null,
  );
  if (result.outcome === 'missing') return 'unknown order';
  return result.outcome === 'changed' ? 'expired' : 'not expired';
}

/**
 * POST /api/stripe-webhook: verifies Stripe's signature over the raw body (a bad or stale one gets
 * 400 and changes nothing), marks paid orders, expires orders whose session closed unpaid, and
 * applies the desk's refunds (`charge.refunded`, each refund once). Other events are acknowledged
 * and ignored.
 */
export async function receiveWebhook(call: WebhookCall, deps: WebhookDeps): Promise<Answer> {
  if (!deps.stripe || !deps.webhookSecret)
    return { status: 503, body: { error: 'Payments are not configured.' } };
  if (!call.rawBody || !call.signature) return { status: 400, body: { error: 'Missing Stripe signature.' } };
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(call.rawBody, call.signature, deps.webhookSecret);
  } catch {
    return { status: 400, body: { error: 'Invalid Stripe signature.' } };
  }
  const object = event.data.object;
  const route = routeOf(event.type, 'payment_status' in object ? object.payment_status : undefined);
  if (route === 'refund') {
    const outcomes = await receiveRefunds(deps.db, deps.stripe, object as Stripe.Charge);
    return { status: 200, body: { received: true, refunds: outcomes } };
  }
  if (route === 'expire') {
    const session = object as Stripe.Checkout.Session;
    const outcome = session.client_reference_id
      ? await markExpired(deps.db, session.client_reference_id, session.id)
      : 'unknown order';
    return { status: 200, body: { received: true, outcome } };
  }
  if (route !== 'pay') return { status: 200, body: { received: true, ...route } };
  const session = object as Stripe.Checkout.Session;
  const outcome = await markPaid(deps.db, session);
  if (outcome === 'unknown order' || outcome === 'needs review')
    console.error(`Stripe session ${session.id}: ${outcome} (order ${session.client_reference_id}).`);
  return { status: 200, body: { received: true, outcome } };
}
