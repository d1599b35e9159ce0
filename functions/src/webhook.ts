import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import type { OrderFields } from '../../src/features/checkout/logic/order';
import { toCents } from '../../src/lib/format';
import type { Answer } from './checkout';

export interface WebhookCall {
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: Buffer | undefined;
  signature: string | undefined;
}

export interface WebhookDeps {
  db: Firestore;
  stripe: Stripe | null;
  webhookSecret: string | undefined;
  now?: () => number;
}

/** The events that say a Checkout Session's payment has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** Stripe's word that a session closed unpaid: after 24 hours, or expired on request. */
const EXPIRED_EVENT = 'checkout.session.expired';

type Outcome = 'paid' | 'already paid' | 'unknown order' | 'amount differs' | 'expired' | 'not expired';

/**
 * Marks the order paid, once: in one transaction it checks the amount against the order, decrements
 * each product's stock (setting updatedAt, so every shopper's catalog catches up), empties the
 * shopper's saved cart and notes the order on their record. A second delivery finds it paid.
 */
async function markPaid(db: Firestore, session: Stripe.Checkout.Session, now: number): Promise<Outcome> {
  const orderId = session.client_reference_id;
  if (!orderId) return 'unknown order';
  const orderRef = db.collection('Orders').doc(orderId);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) return 'unknown order';
    const order = snapshot.data() as OrderFields;
    if (order.status === 'paid') return 'already paid';
    const productRefs = order.lines.map((line) => db.collection('Products').doc(String(line.id)));
    const products = productRefs.length > 0 ? await tx.getAll(...productRefs) : [];
    const userRef = db.collection('Users').doc(order.uid);
    const user = await tx.get(userRef);
    if (session.amount_total !== toCents(order.total) || session.currency !== order.currency) {
      tx.update(orderRef, {
        status: 'needs-review',
        sessionId: session.id,
        paidAmount: session.amount_total,
        updatedAt: FieldValue.serverTimestamp(),
      });
      return 'amount differs';
    }
    order.lines.forEach((line, at) => {
      const product = products[at];
      if (!product?.exists) return; // removed since: nothing to count down
      const stock = Number(product.get('stock')) || 0;
      tx.update(product.ref, { stock: Math.max(0, stock - line.quantity), updatedAt: now });
    });
    if (user.exists) tx.update(userRef, { cart: [], orders: FieldValue.arrayUnion(orderId) });
    tx.update(orderRef, {
      status: 'paid',
      sessionId: session.id,
      paidAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return 'paid';
  });
}

/**
 * Marks a pending order expired when the session it waits on closed unpaid, so the shopper's
 * Orders tab stops showing it as waiting. A session the order has since moved on from (a retry
 * opened a new one), or an order already paid, is left as it is.
 */
async function markExpired(db: Firestore, session: Stripe.Checkout.Session): Promise<Outcome> {
  const orderId = session.client_reference_id;
  if (!orderId) return 'unknown order';
  const orderRef = db.collection('Orders').doc(orderId);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    if (!snapshot.exists) return 'unknown order';
    const order = snapshot.data() as OrderFields;
    if (order.status !== 'pending' || order.sessionId !== session.id) return 'not expired';
    tx.update(orderRef, { status: 'expired', updatedAt: FieldValue.serverTimestamp() });
    return 'expired';
  });
}

/**
 * POST /api/stripe-webhook: verifies Stripe's signature over the raw body (a bad or stale one gets
 * 400 and changes nothing), marks paid orders and expires orders whose session closed unpaid.
 * Other events are acknowledged and ignored.
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
  if (event.type === EXPIRED_EVENT) {
    const outcome = await markExpired(deps.db, event.data.object);
    return { status: 200, body: { received: true, outcome } };
  }
  if (!PAID_EVENTS.has(event.type)) return { status: 200, body: { received: true, ignored: event.type } };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid')
    return { status: 200, body: { received: true, ignored: 'not paid yet' } };
  const outcome = await markPaid(deps.db, session, (deps.now ?? Date.now)());
  if (outcome === 'unknown order' || outcome === 'amount differs')
    console.error(`Stripe session ${session.id}: ${outcome} (order ${session.client_reference_id}).`);
  return { status: 200, body: { received: true, outcome } };
}
