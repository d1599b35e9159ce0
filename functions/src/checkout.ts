import { createHash, randomUUID } from 'node:crypto';

import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import {
  parseCheckoutRequest,
  type CheckoutRequest,
} from '../../src/features/checkout/logic/checkout-request';
import type { OrderFields, OrderLine } from '../../src/features/checkout/logic/order';
import { SHIPPING_FEE } from '../../src/lib/constants';
import { roundCents, toCents } from '../../src/lib/format';

/** What an HTTP handler answers: a status and a JSON body. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A refusal with its status, thrown where it is found (also from inside a transaction). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (status: number, error: string): Answer => ({ status, body: { error } });

export interface CheckoutCall {
  /** The Authorization header: "Bearer <Firebase ID token>". */
  authorization: string | undefined;
  /** The Idempotency-Key header: the same key makes the same order and session. */
  idempotencyKey: string | undefined;
  /** The Origin header: success and cancel pages are on the site that called. */
  origin: string | undefined;
  body: unknown;
}

export interface CheckoutDeps {
  db: Firestore;
  stripe: Stripe | null;
  verifyIdToken: (token: string) => Promise<{ uid: string }>;
  /** Sites allowed to start a payment (their success and cancel pages receive the shopper). */
  allowedOrigins: readonly string[];
}

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function callerUid(authorization: string | undefined, deps: CheckoutDeps): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    return (await deps.verifyIdToken(token)).uid;
  } catch {
    return null;
  }
}

interface ProductDoc {
  id?: unknown;
  title?: unknown;
  price?: unknown;
  stock?: unknown;
  images?: unknown;
}

/** The order's lines priced from Firestore; refuses products that are gone, unpriced or short of stock. */
function priceLines(request: CheckoutRequest, products: DocumentSnapshot[]): OrderLine[] {
  return request.products.map((line, at) => {
    const product = products[at]?.data() as ProductDoc | undefined;
    if (!product) throw new Refusal(400, `Product ${line.id} is not sold.`);
    const title = typeof product.title === 'string' ? product.title : `Product ${line.id}`;
    if (typeof product.price !== 'number' || !Number.isFinite(product.price) || product.price <= 0)
      throw new Refusal(400, `${title} has no price.`);
    const stock = typeof product.stock === 'number' ? product.stock : 0;
    if (stock <= 0) throw new Refusal(400, `${title} is out of stock.`);
    if (line.quantity > stock) throw new Refusal(400, `Only ${stock} of ${title} left.`);
    const images = Array.isArray(product.images) ? product.images : [];
    return {
      id: line.id,
      title,
      variant: line.variant,
      quantity: line.quantity,
      unitPrice: roundCents(product.price),
      image: typeof images[0] === 'string' ? images[0] : '',
    };
  });
}

type StoredOrder = OrderFields & { requestHash: string; sessionAttempt: number };

/**
 * Finds or makes the order in one transaction: the same caller and Idempotency-Key always name
 * the same order, so a double click or a retried request finds the first one instead of making a
 * second. Every line is priced from Firestore.
 */
async function findOrMakeOrder(
  db: Firestore,
  uid: string,
  request: CheckoutRequest,
  idempotencyKey: string | undefined,
): Promise<{ orderId: string; order: StoredOrder }> {
  const requestHash = sha256(JSON.stringify(request));
  const orderId = sha256(`${uid}\n${idempotencyKey ?? randomUUID()}`).slice(0, 32);
  const ref = db.collection('Orders').doc(orderId);
  // Prices and stock are read before the transaction, not inside it: every checkout reads the same
  // popular products, and transactional reads would make them queue behind each other. A price
  // changed between this read and the order is the price the shopper saw a moment ago; stock is
  // counted down, in a transaction, only when the payment arrives.
  const existing = await ref.get();
  const lines = existing.exists
    ? []
    : priceLines(
        request,
        await db.getAll(...request.products.map((line) => db.collection('Products').doc(String(line.id)))),
      );
  const order = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.exists) {
      const found = current.data() as StoredOrder;
      if (found.requestHash !== requestHash)
        throw new Refusal(409, 'This checkout was started with a different cart or billing details.');
      // An order whose payment page expired opens again with a new one (sessionFor).
      if (found.status !== 'pending' && found.status !== 'expired')
        throw new Refusal(409, 'This order has already been paid.');
      return found;
    }
    if (lines.length === 0) throw new Error('The order vanished while it was being read.');
    const subtotal = roundCents(lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
    const fields: StoredOrder = {
      uid,
      lines,
      billing: request.billing,
      subtotal,
      shipping: SHIPPING_FEE,
      total: roundCents(subtotal + SHIPPING_FEE),
      currency: 'usd',
      status: 'pending',
      sessionId: null,
      requestHash,
      sessionAttempt: 0,
    };
    tx.create(ref, { ...fields, createdAt: FieldValue.serverTimestamp() });
    return fields;
  });
  return { orderId, order };
}

/** Stripe's product images must be absolute https addresses; local ones are left out. */
const absoluteImage = (origin: string, image: string) => {
  if (!image) return [];
  const url = new URL(image, origin);
  return url.protocol === 'https:' ? [url.href] : [];
};

function sessionParams(
  orderId: string,
  order: StoredOrder,
  origin: string,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    client_reference_id: orderId,
    customer_email: order.billing.email,
    metadata: { orderId, uid: order.uid },
    line_items: order.lines.map((line) => ({
      quantity: line.quantity,
      price_data: {
        currency: 'usd',
        unit_amount: toCents(line.unitPrice),
        product_data: { name: `${line.title} (${line.variant})`, images: absoluteImage(origin, line.image) },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          display_name: 'Worldwide shipping',
          fixed_amount: { amount: toCents(order.shipping), currency: 'usd' },
        },
      },
    ],
    success_url: `${origin}/success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/cancel?order=${orderId}`,
  };
}

/**
 * The order's Checkout Session: the one already made while it is open, else a new one. Stripe's
 * idempotency key is derived from the order, so two requests racing here get the same session.
 */
async function sessionFor(
  stripe: Stripe,
  db: Firestore,
  orderId: string,
  order: StoredOrder,
  origin: string,
) {
  let attempt = order.sessionAttempt;
  if (order.sessionId) {
    const existing = await stripe.checkout.sessions.retrieve(order.sessionId);
    if (existing.status === 'open' && existing.url) return existing;
    attempt += 1; // expired: a new session for the same order
  }
  const session = await stripe.checkout.sessions.create(sessionParams(orderId, order, origin), {
    idempotencyKey: `eshop-order-${orderId}-${attempt}`,
  });
  // Pending again if its last session had expired: the shopper is on the way to pay.
  await db
    .collection('Orders')
    .doc(orderId)
    .update({ sessionId: session.id, sessionAttempt: attempt, status: 'pending' });
  return session;
}

/**
 * POST /api/create-checkout-session: checks the caller and the cart, writes a pending order priced
 * from Firestore, and answers the Stripe Checkout Session to send the shopper to ({ id, url }).
 */
export async function createCheckout(call: CheckoutCall, deps: CheckoutDeps): Promise<Answer> {
  const uid = await callerUid(call.authorization, deps);
  if (!uid) return refuse(401, 'Sign in to check out.');
  const parsed = parseCheckoutRequest(call.body);
  if (!parsed.ok) return refuse(400, parsed.error);
  const origin = call.origin ?? '';
  if (!deps.allowedOrigins.includes(origin)) return refuse(403, 'Payments can only start from the shop.');
  if (call.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(call.idempotencyKey))
    return refuse(400, 'The Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  if (!deps.stripe) return refuse(503, 'Payments are not configured.');
  try {
    const { orderId, order } = await findOrMakeOrder(deps.db, uid, parsed.value, call.idempotencyKey);
    const session = await sessionFor(deps.stripe, deps.db, orderId, order, origin);
    return { status: 200, body: { id: session.id, url: session.url, orderId } };
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.status, error.message);
    console.error('Checkout failed:', error);
    return refuse(502, 'The payment could not be started. Please try again.');
  }
}
