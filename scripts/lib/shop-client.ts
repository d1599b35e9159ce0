// The shop's payment endpoints and the Stripe stand-in, as a test or a fault-injection run drives
// them from outside: through the Hosting rewrites of the running emulators, as a browser would.
// Shared by the emulator tests (tests/integration), `npm run chaos` and the end-to-end support.
import Stripe from 'stripe';

import { HOSTS, PROJECT_ID, readDocument, verifyEmail } from './emulator-rest.mjs';
import { STANDIN_WEBHOOK_SECRET } from './stripe-standin-secret.mjs';

export const SITE = `http://${HOSTS.hosting}`;
export const STANDIN = process.env.STRIPE_STANDIN_URL ?? 'http://127.0.0.1:12111';
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? STANDIN_WEBHOOK_SECRET;
const signer = new Stripe('sk_test_signer_only');

/** The real `stripe` SDK against the stand-in: a test acting for Stripe, or for its Dashboard. */
export const standinStripe = () => {
  const { hostname, port } = new URL(STANDIN);
  return new Stripe('sk_test_standin', { host: hostname, port, protocol: 'http' });
};

export interface CheckoutAnswer {
  status: number;
  body: {
    id?: string;
    url?: string;
    clientSecret?: string;
    orderId?: string;
    error?: string;
    productId?: number;
    available?: number;
    status?: string;
    /** Earlier checkouts of the account this one closed. */
    released?: number;
  };
  /** Seconds to wait, with a 429. */
  retryAfter?: number;
}

export interface CheckoutLine {
  id: number;
  quantity: number;
  variant?: string;
}

/** Cart lines as the browser sends them (the variant defaults to the first one). */
export const cartOf = (...lines: (CheckoutLine & { price?: number })[]) =>
  lines.map((line) => ({ variant: 'Off White', ...line }));

/** POST /api/create-checkout-session as the browser calls it. */
export async function checkout(
  body: unknown,
  {
    token,
    key,
    origin = SITE,
    ui = 'hosted',
  }: { token?: string; key?: string; origin?: string; ui?: 'hosted' | 'embedded' } = {},
): Promise<CheckoutAnswer> {
  const mode = ui === 'embedded' ? '?ui=embedded' : '';
  const response = await fetch(`${SITE}/api/create-checkout-session${mode}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  const retryAfter = response.headers.get('Retry-After');
  return {
    status: response.status,
    body: (await response.json()) as CheckoutAnswer['body'],
    ...(retryAfter ? { retryAfter: Number(retryAfter) } : {}),
  };
}

export interface DeskAnswer {
  status: number;
  body: {
    orderId?: string;
    status?: string;
    error?: string;
    refund?: { id: string; amount: number; lines: { line: number; quantity: number }[] };
    [key: string]: unknown;
  };
}

/** POST /api/desk/<action> as the desk's page calls it. */
export async function deskAction(
  action: string,
  body: unknown,
  token?: string,
  key?: string,
): Promise<DeskAnswer> {
  const response = await fetch(`${SITE}/api/desk/${action}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as DeskAnswer['body'] };
}

/**
 * POST /api/cancel-checkout as the /cancel page sends it: the order, with the token of the cancel
 * link Stripe sent the shopper back with (`cancelAtStandin`); without one, a bare link's request.
 */
export async function cancelCheckout(orderId: string, token: string, cancelToken?: string) {
  const response = await fetch(`${SITE}/api/cancel-checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ orderId, token: cancelToken }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { status?: string; error?: string; code?: string },
  };
}

/**
 * The shopper presses Cancel on the stand-in's payment page: the token of the cancel page's
 * address it sends them back to (the session's cancel_url), as their browser would arrive with it.
 */
export async function cancelAtStandin(sessionUrl: string): Promise<string> {
  const response = await fetch(`${sessionUrl}/cancel`, { method: 'POST', redirect: 'manual' });
  const back = new URL(response.headers.get('location') ?? '', SITE);
  if (response.status !== 303 || back.pathname !== '/cancel')
    throw new Error(`Cancel on ${sessionUrl} answered ${response.status}, to ${back.href}.`);
  return back.searchParams.get('token') ?? '';
}

/** Runs the hold sweep in the Functions emulator as if it were `at` (epoch ms). */
export async function sweepHolds(at: number) {
  const response = await fetch(`http://${HOSTS.functions}/${PROJECT_ID}/us-central1/sweepHoldsNow?at=${at}`);
  return (await response.json()) as { released: number; paid: number; left: number; stranded: number };
}

/** Signs and delivers a webhook payload as Stripe would; answers the HTTP status. */
export async function deliver(
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  const response = await fetch(`${SITE}/api/stripe-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  return response.status;
}

export const signWith = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...options });

/** The event Stripe sends about the session `sessionId` of `orderId` (paid by default). */
export const sessionEvent = (
  orderId: string,
  sessionId: string,
  amountTotal: number,
  type = 'checkout.session.completed',
) =>
  JSON.stringify({
    id: `evt_${sessionId}_${type}`,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: orderId,
        payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        amount_total: amountTotal,
        currency: 'usd',
      },
    },
  });

export interface StandinCall {
  id: string;
  idempotencyKey: string | null;
  params: {
    client_reference_id: string;
    expires_at?: string;
    line_items: { quantity: string; price_data: { unit_amount: string } }[];
    shipping_options: { shipping_rate_data: { fixed_amount: { amount: string } } }[];
    custom_text?: { submit?: { message?: string } };
  };
}

/** The sessions the stand-in created for an order. */
export async function sessionsFor(orderId: string): Promise<StandinCall[]> {
  const calls = (await (await fetch(`${STANDIN}/_standin/sessions`)).json()) as StandinCall[];
  return calls.filter((call) => call.params.client_reference_id === orderId);
}

const control = async (path: string, method: string, body: unknown) =>
  (await fetch(`${STANDIN}${path}`, { method, body: JSON.stringify(body) })).json() as Promise<
    Record<string, unknown>
  >;

/** Does now what Stripe would do `seconds` from now: sessions due by then expire (and say so by webhook). */
export const expireSessionsDueWithin = (seconds: number) =>
  control('/_standin/expire-due', 'POST', { withinSeconds: seconds });

/** Holds the stand-in's webhooks back (a late confirmation), or sends what waited. */
export const pauseWebhooks = (paused: boolean) => control('/_standin/webhooks', 'PUT', { paused });

/** Makes the stand-in fail (or work again) for sessions of this customer's email. */
export const failSessionsFor = (email: string, failing: boolean) =>
  control('/_standin/failing', 'PUT', { email, failing });

/** The shopper presses Pay on the stand-in's page: the session completes and its webhook is sent. */
export async function payAtStandin(sessionUrl: string) {
  const response = await fetch(sessionUrl, { method: 'POST', redirect: 'manual' });
  return response.status;
}

export const orderOf = (orderId: string) => readDocument(`Orders/${orderId}`);
export const stockOf = async (id: number) => (await readDocument(`Products/${id}`))?.stock as number;

/**
 * An ID token for an account of the Auth emulator, made if missing with its address verified (an
 * unverified one holds three units a checkout at most: `verified: false` makes one of those).
 */
export async function idTokenFor(email: string, password: string, { verified = true } = {}): Promise<string> {
  const base = `http://${HOSTS.auth}/identitytoolkit.googleapis.com/v1`;
  const ask = async (verb: string) => {
    const response = await fetch(`${base}/accounts:${verb}?key=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    return response.ok ? ((await response.json()) as { idToken: string; localId: string }) : null;
  };
  const signedIn = await ask('signInWithPassword');
  if (signedIn) return signedIn.idToken;
  const made = await ask('signUp');
  if (!made) throw new Error(`Could not sign ${email} in.`);
  if (!verified) return made.idToken;
  // A shopper who followed the link sent at registration: the token says so from the next sign-in.
  await verifyEmail(made.localId);
  const again = await ask('signInWithPassword');
  if (!again) throw new Error(`Could not sign ${email} in again.`);
  return again.idToken;
}
