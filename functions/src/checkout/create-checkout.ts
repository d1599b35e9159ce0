import { randomUUID } from 'node:crypto';

import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { parseCheckoutRequest } from '@/domain/checkout-request';
import { UNVERIFIED_ORDER_UNITS } from '@/domain/shop-rules';
import { said } from '@/domain/refusal-codes';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, type RateLimit } from '../config';
import { log } from '../logs';
import { markExpired } from '../payments/payment-events';
import { PAYMENTS_OFF, refuse, type Answer } from '../shared/answer';
import { badIdempotencyKey } from '../shared/idempotency-key';
import { callerUid, REVOKED, sessionEnded, type VerifyIdToken } from '../shared/caller';
import { sessionFor } from './checkout-session';
import { Refusal, type UiMode } from './checkout-rules';
import { holdOrder, sha256, type HeldOrder } from './hold-order';
import { releaseEarlierCheckouts } from './open-checkouts';
import { takeFromBucket } from './rate-limit';
import { UNPAID_IN_A_ROW, unpaidWaitOf } from './unpaid-holds';

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
  /**
   * Where the call came from (client-address.ts `seenAddress`): null when it did not come through
   * the shop's address, which is refused; absent (a test, a script) counts as one 'unknown' caller.
   */
  clientAddress?: string | null;
}

export interface CheckoutDeps {
  db: Firestore;
  stripe: Stripe | null;
  /** Without it no payment can be confirmed, so none is started. */
  webhookSecret: string | undefined;
  verifyIdToken: VerifyIdToken;
  /** Sites allowed to start a payment (their success and cancel pages receive the shopper). */
  allowedOrigins: readonly string[];
  /** Checkouts a caller may start (rate-limit.ts); config.ts's defaults when not given. */
  limits?: { account: RateLimit; address: RateLimit };
  now?: () => number;
}

/** A call from another site, or not through the shop's address. */
const NOT_FROM_THE_SHOP = said('foreign-origin', 'Payments can only start from the shop.');

/**
 * POST /api/create-checkout-session: checks the caller and the cart, writes a pending order priced
 * from Firestore holding its units, and answers the Stripe Checkout Session to send the shopper
 * to ({ id, url, orderId }). Refusals name what they concern ({ productId, available } or
 * { orderId, status }) so the browser can show them there.
 */
export async function createCheckout(call: CheckoutCall, deps: CheckoutDeps): Promise<Answer> {
  // Whether Auth has verified the caller's address, as its token says.
  const address = { verified: false };
  const uid = await callerUid(call.authorization, async (token) => {
    const decoded = await deps.verifyIdToken(token);
    address.verified = decoded.email_verified === true;
    return decoded;
  });
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return refuse(401, said('sign-in-to-check-out', 'Sign in to check out.'));
  const parsed = parseCheckoutRequest(call.body);
  if (!parsed.ok) return refuse(400, said('checkout-request-invalid', parsed.error));
  const origin = call.origin ?? '';
  if (!deps.allowedOrigins.includes(origin)) return refuse(403, NOT_FROM_THE_SHOP);
  const badKey = badIdempotencyKey(call.idempotencyKey);
  if (badKey) return badKey;
  if (!deps.stripe) return refuse(503, PAYMENTS_OFF);
  // Stripe would take the money, but no confirmation could reach the shop: nothing would be sent.
  if (!deps.webhookSecret)
    return refuse(
      503,
      said(
        'payments-paused',
        'Payments are paused: the shop cannot confirm them (no Stripe webhook secret is set).',
      ),
    );
  // An unverified address holds a little only (UNVERIFIED_ORDER_UNITS), and is told why.
  const units = parsed.value.products.reduce((sum, line) => sum + line.quantity, 0);
  if (!address.verified && units > UNVERIFIED_ORDER_UNITS)
    return refuse(
      403,
      said(
        'verify-email-for-more',
        `Verify your email address to check out more than ${UNVERIFIED_ORDER_UNITS} items at once.`,
        { most: UNVERIFIED_ORDER_UNITS },
      ),
    );
  const now = deps.now ?? Date.now;
  const limits = deps.limits ?? { account: ACCOUNT_LIMIT, address: ADDRESS_LIMIT };
  const answered = (answer: Answer): Answer => ({
    ...answer,
    headers: { ...answer.headers, 'RateLimit-Policy': policyOf(limits) },
  });
  // Not through the shop's address (the function's own, called directly): no address to count.
  if (call.clientAddress === null) return refuse(403, NOT_FROM_THE_SHOP);
  // The account's bucket first: an account already refused does not drain its address's, which
  // it shares with every shopper behind the same NAT.
  for (const [key, limit] of [
    [`account:${uid}`, limits.account],
    [`address:${call.clientAddress ?? 'unknown'}`, limits.address],
  ] as const) {
    const taken = await takeFromBucket(deps.db, key, limit, now);
    if (!taken.allowed) return answered(tooManyCheckouts(taken.retryAfterSeconds));
  }
  // An account whose last checkouts all ran out unpaid waits a while (unpaid-holds.ts).
  const wait = await unpaidWaitOf(deps.db, uid, now());
  if (wait > 0) return unpaidCheckouts(Math.ceil(wait / 1000));
  const { db, stripe } = deps;
  // The same caller and Idempotency-Key always name the same order (a double click, a retry).
  const orderId = sha256(`${uid}\n${call.idempotencyKey ?? randomUUID()}`).slice(0, 32);
  let released = 0;
  const hold = () => holdOrder(db, uid, parsed.value, orderId, now(), released);
  let held: HeldOrder | undefined;
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
    if (error instanceof Refusal) return answered(refuse(error.status, error.refused));
    log.checkoutFailed({ uid, orderId }, error);
    // No payment page could be made: the units go back now, not at the sweep. Only while the
    // order has no session (markExpired checks it), so a page that does exist stays payable.
    if (held) await markExpired(db, orderId, null).catch(() => undefined);
    return answered(
      refuse(502, said('payment-not-started', 'The payment could not be started. Please try again.')),
    );
  }
}

/** The limits in force, as the IETF RateLimit-Policy draft writes them: a load test prints them. */
const policyOf = ({ account, address }: { account: RateLimit; address: RateLimit }) =>
  `"address";q=${address.burst};w=60;per-minute=${address.perMinute}, "account";q=${account.burst};w=60;per-minute=${account.perMinute}`;

/** 429 with Retry-After: the caller started more checkouts than its bucket allows (rate-limit.ts). */
const unpaidCheckouts = (retryAfterSeconds: number): Answer => ({
  ...refuse(
    429,
    said(
      'unpaid-checkouts',
      `Your last ${UNPAID_IN_A_ROW} checkouts ran out without payment. Please wait half an hour before starting another.`,
    ),
    { retryAfter: retryAfterSeconds },
  ),
  headers: { 'Retry-After': String(retryAfterSeconds) },
});

const tooManyCheckouts = (retryAfterSeconds: number): Answer => ({
  ...refuse(
    429,
    said(
      'too-many-checkouts',
      'Too many checkouts were started from here. Please wait a minute and try again.',
    ),
    { retryAfter: retryAfterSeconds },
  ),
  headers: { 'Retry-After': String(retryAfterSeconds) },
});
