import { createHash, randomUUID } from 'node:crypto';

import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { newCancelToken } from '../../src/features/checkout/logic/cancel-link';
import {
  parseCheckoutRequest,
  type CheckoutRequest,
} from '../../src/features/checkout/logic/checkout-request';
import { CHECKOUT_MESSAGES } from '../../src/features/checkout/logic/checkout-messages';
import type { OrderLine } from '../../src/features/checkout/logic/order';
import {
  alreadyPaid,
  HOLD_MS,
  orderAmounts,
  priceLines,
  Refusal,
  retryOf,
  sessionParams,
  unitsPerProduct,
  type UiMode,
  type Units,
} from './checkout-rules';
import { isSettled } from './order-life';
import { releaseEarlierCheckouts } from './open-checkouts';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, takeFromBucket, type RateLimit } from './rate-limit';
import { historyEntry, orderRef, type StoredOrder } from './order-store';
import { moveStock, productRef, readProducts, STOCK_TRANSACTION, takeStockAsRead } from './stock';
import { markExpired } from './webhook';

/** What an HTTP handler answers: a status, a JSON body, and any headers (Retry-After). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

const refuse = (status: number, error: string, details: Record<string, unknown> = {}): Answer => ({
  status,
  body: { error, ...details },
});

export interface CheckoutCall {
  /** The Authorization header: "Bearer <Firebase ID token>". */
  authorization: string | undefined;
  /** The Idempotency-Key header: the same key makes the same order and session. */
  idempotencyKey: string | undefined;
  /** The Origin header: success and cancel pages are on the site that called. */
  origin: string | undefined;
  body: unknown;
  /**
   * How the shopper pays: on Stripe's hosted page (the default), or in Stripe's Embedded Checkout
   * inside the shop (`?ui=embedded`, asked by a build configured with a publishable key).
   */
  uiMode?: UiMode;
  /** Where the call came from (rate-limit.ts `clientAddress`); unknown callers share one bucket. */
  clientAddress?: string;
}

export interface CheckoutDeps {
  db: Firestore;
  stripe: Stripe | null;
  /** Without it no payment can be confirmed, so none is started. */
  webhookSecret: string | undefined;
  verifyIdToken: (token: string) => Promise<{ uid: string }>;
  /** Sites allowed to start a payment (their success and cancel pages receive the shopper). */
  allowedOrigins: readonly string[];
  /** Checkouts a caller may start (rate-limit.ts); the defaults there when not given. */
  limits?: { account: RateLimit; address: RateLimit };
  now?: () => number;
}

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A token of a session ended by "sign out everywhere" (its refresh tokens were revoked). */
export const REVOKED = Symbol('revoked');

/**
 * The 401 for a revoked session. `code` lets the client act on it: it refreshes its token, which
 * fails, and Firebase Auth signs that device out.
 */
export const sessionEnded = (): Answer => ({
  status: 401,
  body: { error: 'Your session has ended. Please log in again.', code: 'session-revoked' },
});

const isRevocation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/id-token-revoked';

/** The caller's uid; null without a valid token; REVOKED for a token whose session was ended. */
export async function callerUid(
  authorization: string | undefined,
  verifyIdToken: CheckoutDeps['verifyIdToken'],
): Promise<string | null | typeof REVOKED> {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    return (await verifyIdToken(token)).uid;
  } catch (error) {
    return isRevocation(error) ? REVOKED : null;
  }
}

/** The order to give a session, and for a new one the time it was written (see `newSession`). */
interface Held {
  orderId: string;
  order: StoredOrder;
  /** When the order was made, if by this request: it has not changed since unless its update time moved. */
  placedAt?: Timestamp;
}

/**
 * Finds or makes the order: the same caller and Idempotency-Key always name the same order, so a
 * double click or a retried request finds the first one instead of making a second. A new order is
 * priced from Firestore and takes its units off the stock in the same atomic write (its hold), so
 * two shoppers can never both be sent to pay for the last unit. An order whose payment page closed
 * unpaid is opened again: its units are held again, if still there.
 */
async function holdOrder(
  db: Firestore,
  uid: string,
  request: CheckoutRequest,
  orderId: string,
  now: number,
  closedEarlier: number,
): Promise<Held> {
  const requestHash = sha256(JSON.stringify(request));
  const ref = orderRef(db, orderId);
  const units = unitsPerProduct(request.products);
  const placed = await placeOrder(db, ref, request, units, (lines) =>
    newOrder(uid, lines, request, requestHash, now, closedEarlier),
  );
  if (placed) return { orderId, ...placed };
  const order = await db.runTransaction(async (tx) => {
    const found = (await tx.get(ref)).data() as StoredOrder;
    const retry = retryOf(
      { ...found, holdExpiresAtMs: found.holdExpiresAt.toMillis() },
      requestHash,
      orderId,
      now,
    );
    if (retry === 'reuse') return found;
    // Expired, or never given a session and its hold too short for one: a new attempt, priced and
    // checked as a new checkout is (issue 43): today's prices, and no product hidden since.
    const products = await readProducts(db, tx, units);
    const lines = priceLines(request, units, products, retry === 'reopen');
    if (retry === 'reopen and hold') moveStock(tx, units, products, -1);
    const reopened: Partial<StoredOrder> = {
      lines,
      ...orderAmounts(lines),
      status: 'pending',
      hold: 'held',
      holdExpiresAt: Timestamp.fromMillis(now + HOLD_MS),
      sessionId: null,
      sessionAttempt: found.sessionAttempt + 1,
      cancelToken: newCancelToken(),
      closedEarlier,
    };
    tx.update(ref, {
      ...reopened,
      updatedAt: FieldValue.serverTimestamp(),
      history: FieldValue.arrayUnion(historyEntry('reopened', 'pending')),
    });
    return { ...found, ...reopened };
  }, STOCK_TRANSACTION);
  return { orderId, order };
}

/** gRPC's ALREADY_EXISTS: a create found the document there. */
const ALREADY_EXISTS = 6;
/** gRPC's NOT_FOUND: an update found no document. */
const NOT_FOUND = 5;
/** gRPC's FAILED_PRECONDITION: a document changed between its read (or write) and a write conditional on that. */
const FAILED_PRECONDITION = 9;
/** How long a new order keeps trying when its products keep changing under it; then 502. */
const PLACE_WITHIN_MS = 20_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes a new order with its hold, or answers null when the order is already there (a double click,
 * a retry): reads the order and its products in one round trip, prices the lines, and writes the
 * order and the units taken off each product's stock in one batch that applies only if no product
 * changed since that read (`takeStockAsRead`). When one did, another checkout or release came
 * first: it reads and decides again, after a short random pause so that racing requests spread
 * out. Unlike a transaction, this takes no lock: a burst of checkouts of one popular product
 * commits one after another instead of waiting on each other's locks for seconds.
 */
async function placeOrder(
  db: Firestore,
  ref: DocumentReference,
  request: CheckoutRequest,
  units: Units[],
  make: (lines: OrderLine[]) => StoredOrder,
): Promise<{ order: StoredOrder; placedAt: Timestamp | undefined } | null> {
  const deadline = Date.now() + PLACE_WITHIN_MS;
  for (let attempt = 1; ; attempt += 1) {
    const [existing, ...products] = await db.getAll(ref, ...units.map(({ id }) => productRef(db, id)));
    if (existing?.exists) return null;
    const fields = make(priceLines(request, units, products));
    const batch = db.batch();
    takeStockAsRead(batch, units, products);
    batch.create(ref, {
      ...fields,
      createdAt: FieldValue.serverTimestamp(),
      history: [historyEntry('placed', 'pending')],
    });
    try {
      const written = await batch.commit();
      // The order's create is the batch's last write; its time is the order's update time.
      return { order: fields, placedAt: written.at(-1)?.writeTime };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === ALREADY_EXISTS) return null;
      if (code !== FAILED_PRECONDITION || Date.now() > deadline) throw error;
      await pause(Math.random() * Math.min(250, 5 * 2 ** attempt));
    }
  }
}

function newOrder(
  uid: string,
  lines: OrderLine[],
  request: CheckoutRequest,
  requestHash: string,
  now: number,
  closedEarlier: number,
): StoredOrder {
  return {
    uid,
    lines,
    billing: request.billing,
    ...orderAmounts(lines),
    currency: 'usd',
    status: 'pending',
    sessionId: null,
    requestHash,
    sessionAttempt: 0,
    cancelToken: newCancelToken(),
    closedEarlier,
    hold: 'held',
    holdExpiresAt: Timestamp.fromMillis(now + HOLD_MS),
  };
}

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
  { orderId, order, placedAt }: Held,
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
      throw new Refusal(409, 'This checkout changed meanwhile. Please try again.', { orderId });
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
async function sessionFor(
  stripe: Stripe,
  db: Firestore,
  held: Held,
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

/**
 * POST /api/create-checkout-session: checks the caller and the cart, writes a pending order priced
 * from Firestore holding its units, and answers the Stripe Checkout Session to send the shopper
 * to ({ id, url, orderId }). Refusals name what they concern ({ productId, available } or
 * { orderId, status }) so the browser can show them there.
 */
export async function createCheckout(call: CheckoutCall, deps: CheckoutDeps): Promise<Answer> {
  const uid = await callerUid(call.authorization, deps.verifyIdToken);
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return refuse(401, 'Sign in to check out.');
  const parsed = parseCheckoutRequest(call.body);
  if (!parsed.ok) return refuse(400, parsed.error);
  const origin = call.origin ?? '';
  if (!deps.allowedOrigins.includes(origin)) return refuse(403, 'Payments can only start from the shop.');
  if (call.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(call.idempotencyKey))
    return refuse(400, 'The Idempotency-Key must be 8 to 100 letters, digits, - or _.');
  if (!deps.stripe) return refuse(503, 'Payments are not configured.');
  // Stripe would take the money, but no confirmation could reach the shop: nothing would be sent.
  if (!deps.webhookSecret)
    return refuse(
      503,
      'Payments are paused: the shop cannot confirm them (no Stripe webhook secret is set).',
    );
  const now = deps.now ?? Date.now;
  const limits = deps.limits ?? { account: ACCOUNT_LIMIT, address: ADDRESS_LIMIT };
  const answered = (answer: Answer): Answer => ({
    ...answer,
    headers: { ...answer.headers, 'RateLimit-Policy': policyOf(limits) },
  });
  for (const [key, limit] of [
    [`address:${call.clientAddress ?? 'unknown'}`, limits.address],
    [`account:${uid}`, limits.account],
  ] as const) {
    const taken = await takeFromBucket(deps.db, key, limit, now);
    if (!taken.allowed) return answered(tooManyCheckouts(taken.retryAfterSeconds));
  }
  const { db, stripe } = deps;
  // The same caller and Idempotency-Key always name the same order (a double click, a retry).
  const orderId = sha256(`${uid}\n${call.idempotencyKey ?? randomUUID()}`).slice(0, 32);
  let released = 0;
  const hold = () => holdOrder(db, uid, parsed.value, orderId, now(), released);
  let held: Held | undefined;
  try {
    // The account's other checkouts end first, so the units they held count for this one.
    released = await releaseEarlierCheckouts(db, stripe, uid, orderId);
    held = await hold();
    // Two started at once by one account: the later hold stays.
    released += await releaseEarlierCheckouts(db, stripe, uid, held);
    const session = await sessionFor(
      deps.stripe,
      deps.db,
      held,
      origin,
      call.uiMode ?? 'hosted',
      async () => (await hold()).order,
    );
    // A hosted session has the page to send the shopper to; an embedded one the secret that
    // mounts it in the shop.
    const body = session.client_secret
      ? { id: session.id, clientSecret: session.client_secret, orderId: held.orderId }
      : { id: session.id, url: session.url, orderId: held.orderId };
    return answered({ status: 200, body: { ...body, released } });
  } catch (error) {
    if (error instanceof Refusal) return answered(refuse(error.status, error.message, error.details));
    console.error('Checkout failed:', error);
    // No payment page could be made: the units go back now, not at the sweep. Only while the
    // order has no session (markExpired checks it), so a page that does exist stays payable.
    if (held) await markExpired(db, orderId, null).catch(() => undefined);
    return answered(refuse(502, 'The payment could not be started. Please try again.'));
  }
}

/** The limits in force, as the IETF RateLimit-Policy draft writes them: a load test prints them. */
const policyOf = ({ account, address }: { account: RateLimit; address: RateLimit }) =>
  `"address";q=${address.burst};w=60;per-minute=${address.perMinute}, "account";q=${account.burst};w=60;per-minute=${account.perMinute}`;

/** 429 with Retry-After: the caller started more checkouts than its bucket allows (rate-limit.ts). */
const tooManyCheckouts = (retryAfterSeconds: number): Answer => ({
  status: 429,
  body: {
    error: 'Too many checkouts were started from here. Please wait a minute and try again.',
    retryAfter: retryAfterSeconds,
  },
  headers: { 'Retry-After': String(retryAfterSeconds) },
});
