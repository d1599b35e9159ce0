import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { log } from '../logs';
import { receiveRefunds } from '../refunds/refund';
import { said } from '@/domain/refusal-codes';
import { PAYMENTS_OFF, refuse, type Answer } from '../shared/answer';
import { markExpired, markPaid } from './payment-events';
import { routeOf } from './webhook-rules';

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

/**
 * POST /api/stripe-webhook: verifies Stripe's signature over the raw body (a bad or stale one gets
 * 400 and changes nothing), marks paid orders, expires orders whose session closed unpaid, and
 * applies the desk's refunds (`charge.refunded`, each refund once). Other events are acknowledged
 * and ignored.
 */
export async function receiveWebhook(call: WebhookCall, deps: WebhookDeps): Promise<Answer> {
  if (!deps.stripe || !deps.webhookSecret) return refuse(503, PAYMENTS_OFF);
  if (!call.rawBody || !call.signature)
    return refuse(400, said('stripe-signature-missing', 'Missing Stripe signature.'));
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(call.rawBody, call.signature, deps.webhookSecret);
  } catch {
    return refuse(400, said('stripe-signature-invalid', 'Invalid Stripe signature.'));
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
    log.paymentNeedsAttention({ sessionId: session.id, outcome, orderId: session.client_reference_id });
  return { status: 200, body: { received: true, outcome } };
}
