import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { toCents } from '../../src/lib/format';
import type { Answer } from './checkout';
import { isSettled } from './order-life';
import { applyEvent, type Decision, type Seen, type StoredOrder } from './order-store';
import { receiveRefunds } from './refund';

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

/** The events that say a Checkout Session's payment has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** Stripe's word that a session closed unpaid: at its expires_at, or expired on request. */
const EXPIRED_EVENT = 'checkout.session.expired';
/** A refund of a charge was made (by the desk, refund.ts): applied to its order once. */
const REFUNDED_EVENT = 'charge.refunded';

export type Outcome = 'paid' | 'already paid' | 'unknown order' | 'needs review' | 'expired' | 'not expired';

/** What a paid session means for its order: a sale, a second payment, or one to look at. */
export function paymentDecision(session: Stripe.Checkout.Session, { order, short }: Seen): Decision | null {
  // An order the shop cancelled unpaid takes no payment: one that still arrives is to refund.
  if (session.id !== order.sessionId || order.status === 'cancelled') {
    if (order.strayPayments?.includes(session.id)) return null; // this second payment is already noted
    return {
      event: 'paid-stray',
      fields: {
        strayPayments: FieldValue.arrayUnion(session.id),
        reviewReason:
          order.status === 'cancelled'
            ? `A payment (${session.id}) arrived after the order was cancelled: refund it.`
            : `A second payment (${session.id}) arrived for this order: refund it.`,
      },
    };
  }
  if (isSettled(order.status)) return null;
  if (session.amount_total !== toCents(order.total) || session.currency !== order.currency)
    return {
      event: 'paid-wrong-amount',
      fields: {
        paidAmount: session.amount_total,
        reviewReason: `Paid ${session.amount_total} ${session.currency}, not the order's total.`,
      },
    };
  if (order.hold !== 'held' && short)
    return {
      event: 'paid-short',
      fields: {
        reviewReason: `Paid after its hold ran out: only ${short.available} of ${short.title} left.`,
      },
    };
  return { event: 'paid', fields: { paidAt: FieldValue.serverTimestamp() } };
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
  if (event.type === REFUNDED_EVENT) {
    const outcomes = await receiveRefunds(deps.db, deps.stripe, event.data.object);
    return { status: 200, body: { received: true, refunds: outcomes } };
  }
  if (event.type === EXPIRED_EVENT) {
    const session = event.data.object;
    const outcome = session.client_reference_id
      ? await markExpired(deps.db, session.client_reference_id, session.id)
      : 'unknown order';
    return { status: 200, body: { received: true, outcome } };
  }
  if (!PAID_EVENTS.has(event.type)) return { status: 200, body: { received: true, ignored: event.type } };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid')
    return { status: 200, body: { received: true, ignored: 'not paid yet' } };
  const outcome = await markPaid(deps.db, session);
  if (outcome === 'unknown order' || outcome === 'needs review')
    console.error(`Stripe session ${session.id}: ${outcome} (order ${session.client_reference_id}).`);
  return { status: 200, body: { received: true, outcome } };
}
