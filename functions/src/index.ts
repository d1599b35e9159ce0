import type { GlobalOptions } from 'firebase-functions/v2';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

// The Admin app first: every handler below reaches Firestore and Auth through it.
import { adminAuth, firestore, verifyAppCheckToken, verifyIdToken } from './shared/admin';
import { ACCOUNT_LIMIT, settings, STRIPE_SECRET_KEY, STRIPE_SECRETS, STRIPE_WEBHOOK_SECRET } from './config';
import { log } from './logs';
import { deleteAccount as deleteOwnAccount } from './accounts/delete-account';
import { adminSessionDeps, revokeSessions as revoke } from './accounts/sessions';
import { recordRemoval } from './catalog/catalog-removals';
import { catalogFileAnswer, rebuildCatalogSnapshot } from './catalog/catalog-snapshot';
import { cancelCheckout as cancel } from './checkout/cancel';
import { createCheckout } from './checkout/create-checkout';
import { seenAddress } from './checkout/client-address';
import { deskAction } from './desk/desk';
import { noticeProductChange } from './notices/product-notices';
import { sweepHolds as sweep } from './orders/sweep';
import { refreshRates as refresh } from './rates/refresh-rates';
import { foldDays } from './stats/fold';
import { dayOf } from '@/domain/day-totals';
import { receiveWebhook } from './payments/webhook';
import type { Answer } from './shared/answer';
import { APP_CHECK_HEADER, appCheckAnswer } from './shared/app-check';
import { payments as stripePayments } from './shared/stripe-client';

/*
 * The functions as deployed: each export's name is its deployment name (firebase.json's Hosting
 * rewrites name the HTTP ones), with its limits and secrets. Which file does what: functions/README.md.
 */

/**
 * The functions' settings (config.ts), read once as the functions start: a value they cannot run
 * with throws here, so the deploy (which loads this module) and the start fail, saying which
 * setting is wrong.
 */
const SETTINGS = settings();

/** Stripe as the secrets configure it (shared/stripe-client.ts); only in a function given STRIPE_SECRETS. */
const payments = () =>
  stripePayments({
    emulator: SETTINGS.emulator,
    standinUrl: SETTINGS.stripeStandinUrl,
    secretKey: STRIPE_SECRET_KEY.value(),
    webhookSecret: STRIPE_WEBHOOK_SECRET.value(),
  });

/**
 * How far each function may scale, what it may use and how long it may run. Every function has a
 * ceiling, so a flood of requests (a script holding stock, a bot hammering the desk) costs at most
 * maxInstances × memory and cannot take the project's whole quota. Memory is 256 MiB throughout:
 * a process with firebase-admin and stripe loaded is about 80 MB, and no function holds more than
 * a page of documents. HTTP functions serve up to 80 requests at once per instance (the default
 * with 1 CPU), so the instance ceilings below are far above the shop's traffic. Timeouts are the
 * longest an honest call takes, with room.
 */
const RUNTIME = {
  /** A count of the products, for the start script and uptime checks. */
  health: { maxInstances: 2, memory: '256MiB', timeoutSeconds: 10 },
  /**
   * Up to 20 × 80 checkouts at once. 60 s: placing the hold gives up after 20 s of contention
   * (PLACE_WITHIN_MS, then 502), then one Stripe call, which the SDK retries twice.
   */
  createCheckoutSession: { maxInstances: 20, memory: '256MiB', timeoutSeconds: 60, secrets: STRIPE_SECRETS },
  /** One Stripe call (expire the session) and one transaction. */
  cancelCheckout: { maxInstances: 10, memory: '256MiB', timeoutSeconds: 30, secrets: STRIPE_SECRETS },
  /** One Auth call and one write; a shopper uses it rarely. */
  revokeSessions: { maxInstances: 5, memory: '256MiB', timeoutSeconds: 30 },
  /** Rewrites every order of the account in batches; a long-time shopper's hundreds fit in 120 s. */
  deleteAccount: { maxInstances: 5, memory: '256MiB', timeoutSeconds: 120 },
  /** Admins only, a handful of operators: a refund is one Stripe call and one transaction. */
  desk: { maxInstances: 3, memory: '256MiB', timeoutSeconds: 60, secrets: STRIPE_SECRETS },
  /**
   * Stripe sends one event per checkout and retries a delivery that fails or times out for three
   * days, so a ceiling delays confirmations in a burst but loses none. 30 s: a transaction or two.
   */
  stripeWebhook: { maxInstances: 10, memory: '256MiB', timeoutSeconds: 30, secrets: STRIPE_SECRETS },
  /**
   * One sweep at a time (two would ask Stripe about the same sessions). A page of 200 holds, each
   * one or two Stripe calls, takes under 300 s; a run still going when the next is due turns that
   * one away, and the next after it catches up.
   */
  sweepHolds: {
    maxInstances: 1,
    concurrency: 1,
    memory: '256MiB',
    timeoutSeconds: 300,
    secrets: STRIPE_SECRETS,
  },
  /** A product on many wishlists writes a notice per shopper, in batches. */
  productNotices: { maxInstances: 5, memory: '256MiB', timeoutSeconds: 120 },
  /** One transaction per deleted product (retried: see catalogRemovals). */
  catalogRemovals: { maxInstances: 5, memory: '256MiB', timeoutSeconds: 30 },
  /**
   * The snapshot's files and manifest for /catalog/** (Hosting rewrite): one document read each,
   * and the CDN keeps the answers (a file for good, the manifest a minute), so few calls reach it.
   */
  catalogFiles: { maxInstances: 5, memory: '256MiB', timeoutSeconds: 30 },
  /**
   * One rebuild at a time (two would write the same changes twice). The first snapshot of 100k
   * products reads them all and writes 400 files, the longest run: 512 MiB and 300 s, with room.
   */
  rebuildCatalog: { maxInstances: 1, concurrency: 1, memory: '512MiB', timeoutSeconds: 300 },
  /** One request to the rates source and one write, once a day. */
  refreshRates: { maxInstances: 1, memory: '256MiB', timeoutSeconds: 60 },
} satisfies Record<string, GlobalOptions>;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

type Request = Parameters<Parameters<typeof onRequest>[0]>[0];

/** Where the call came from, as the checkout's rate limit counts it (checkout/client-address.ts). */
const seenFrom = (request: Request) =>
  seenAddress(header(request.headers['x-forwarded-for']), request.socket.remoteAddress, SETTINGS.trustedHops);

interface EndpointOptions {
  /** Cache-Control: no-store on every answer (default true). */
  noStore?: boolean;
  /** Refuse a call without a valid App Check token before `handle`, when APP_CHECK is enforce. */
  appCheck?: boolean;
}

/** A POST-only endpoint answering what `handle` decides; other methods get 405. */
const postEndpoint = (
  runtime: HttpsOptions,
  handle: (request: Request) => Promise<Answer>,
  { noStore = true, appCheck = false }: EndpointOptions = {},
) =>
  onRequest({ cors: false, ...runtime }, async (request, response) => {
    if (noStore) response.set('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).json({ error: 'Use POST.' });
      return;
    }
    const refused = appCheck
      ? await appCheckAnswer(
          header(request.headers[APP_CHECK_HEADER]),
          SETTINGS.appCheck,
          verifyAppCheckToken,
        )
      : null;
    const answer = refused ?? (await handle(request));
    for (const [name, value] of Object.entries(answer.headers ?? {})) response.set(name, value);
    response.status(answer.status).json(answer.body);
  });

/**
 * Liveness and catalog readiness: answers how many products the store holds, so the
 * start script and operators can tell the backend is up and seeded.
 */
export const health = onRequest({ cors: false, ...RUNTIME.health }, async (_request, response) => {
  const products = await firestore().collection('Products').count().get();
  response.set('Cache-Control', 'no-store');
  response.json({ ok: true, products: products.data().count });
});

/** POST /api/create-checkout-session (Hosting rewrite): see checkout/create-checkout.ts. */
export const createCheckoutSession = postEndpoint(
  RUNTIME.createCheckoutSession,
  (request) => {
    const configured = payments();
    return createCheckout(
      {
        authorization: header(request.headers.authorization),
        idempotencyKey: header(request.headers['idempotency-key']),
        origin: header(request.headers.origin),
        body: request.body,
        uiMode: request.query.ui === 'embedded' ? 'embedded' : 'hosted',
        clientAddress: seenFrom(request).address,
      },
      {
        db: firestore(),
        stripe: configured?.stripe ?? null,
        webhookSecret: configured?.webhookSecret,
        verifyIdToken,
        allowedOrigins: SETTINGS.checkoutOrigins,
        limits: { account: ACCOUNT_LIMIT, address: SETTINGS.addressLimit },
      },
    );
  },
  { appCheck: true },
);

/** POST /api/cancel-checkout (Hosting rewrite): see checkout/cancel.ts. */
export const cancelCheckout = postEndpoint(
  RUNTIME.cancelCheckout,
  (request) =>
    cancel(
      { authorization: header(request.headers.authorization), body: request.body },
      { db: firestore(), stripe: payments()?.stripe ?? null, verifyIdToken },
    ),
  { appCheck: true },
);

/**
 * POST /api/revoke-sessions (Hosting rewrite): sign out everywhere, or record a password change;
 * see accounts/sessions.ts.
 */
export const revokeSessions = postEndpoint(RUNTIME.revokeSessions, (request) =>
  revoke(
    { authorization: header(request.headers.authorization), body: request.body },
    { verifyIdToken, ...adminSessionDeps(adminAuth(), firestore()) },
  ),
);

/**
 * POST /api/delete-account (Hosting rewrite): the caller deletes their own account; see
 * accounts/delete-account.ts.
 */
export const deleteAccount = postEndpoint(RUNTIME.deleteAccount, (request) =>
  deleteOwnAccount(
    { authorization: header(request.headers.authorization) },
    {
      db: firestore(),
      verifyIdToken,
      deleteUser: async (uid) => {
        try {
          await adminAuth().deleteUser(uid);
        } catch (error) {
          // Already gone (a retry): the job is done.
          if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
        }
      },
    },
  ),
);

/**
 * POST /api/desk/<action> (Hosting rewrite /api/desk/**): the operator's desk, admins only; the
 * path's last segment names the action (ship, deliver, refund, cancel, resolve). See desk/desk.ts and
 * docs/operator-desk.md.
 */
export const desk = postEndpoint(
  RUNTIME.desk,
  (request) =>
    deskAction(
      {
        action: request.path.split('/').filter(Boolean).pop() ?? '',
        authorization: header(request.headers.authorization),
        idempotencyKey: header(request.headers['idempotency-key']),
        body: request.body,
        seenAddress: seenFrom(request),
      },
      { db: firestore(), stripe: payments()?.stripe ?? null, verifyIdToken },
    ),
  { appCheck: true },
);

/** POST /api/stripe-webhook (Hosting rewrite): see payments/webhook.ts. */
export const stripeWebhook = postEndpoint(
  RUNTIME.stripeWebhook,
  (request) => {
    const configured = payments();
    return receiveWebhook(
      { rawBody: request.rawBody, signature: header(request.headers['stripe-signature']) },
      { db: firestore(), stripe: configured?.stripe ?? null, webhookSecret: configured?.webhookSecret },
    );
  },
  { noStore: false },
);

/** Every 10 minutes: holds whose session is gone go back to stock (see orders/sweep.ts). */
export const sweepHolds = onSchedule({ schedule: 'every 10 minutes', ...RUNTIME.sweepHolds }, async () => {
  const result = await sweep(firestore(), payments()?.stripe ?? null, Date.now());
  if (result.released + result.paid + result.left > 0) log.holdsSwept(result);
  await foldPastDays(Date.now());
});

/**
 * Once a day: the exchange rates of the approximate local prices (rates/refresh-rates.ts), based on
 * US dollars, from any source of Frankfurter's or ExchangeRate-API's shape: `RATES_SOURCE_URL`
 * (config.ts, docs/deploy.md). Locally `npm start` seeds fixed rates instead.
 */
export const refreshRates = onSchedule({ schedule: 'every day 06:00', ...RUNTIME.refreshRates }, async () => {
  const { day } = await refresh(firestore(), SETTINGS.ratesSourceUrl);
  log.ratesWritten({ day });
});

/** The days that are over get their shards of the operator's numbers folded in (stats/fold.ts). */
async function foldPastDays(now: number) {
  try {
    const folded = await foldDays(firestore(), dayOf(now));
    if (folded > 0) log.daysFolded({ days: folded });
  } catch (error) {
    // Left for the next sweep: the desk adds unfolded shards up as it reads.
    log.foldFailed({}, error);
  }
}

/**
 * The same sweep on request, in the emulator only (which does not run schedules): `npm start` and
 * the tests run it, `?at=<epoch ms>` sweeping as if it were then.
 */
export const sweepHoldsNow = onRequest({ cors: false, ...RUNTIME.sweepHolds }, async (request, response) => {
  if (!SETTINGS.emulator) {
    response.status(404).json({ error: 'Not found.' });
    return;
  }
  const asked = Number(request.query.at ?? Date.now());
  const at = Number.isFinite(asked) ? asked : Date.now();
  const result = await sweep(firestore(), payments()?.stripe ?? null, at);
  await foldPastDays(at);
  response.json(result);
});

/**
 * GET /catalog/manifest.json and /catalog/files/{name} (Hosting rewrite /catalog/**): the catalog's
 * snapshot as the server keeps it (catalog/catalog-snapshot.ts), cached by the CDN.
 */
export const catalogFiles = onRequest({ cors: false, ...RUNTIME.catalogFiles }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD').status(405).json({ error: 'Use GET.' });
    return;
  }
  const answer = await catalogFileAnswer(firestore(), request.path);
  response
    .status(answer.status)
    .set('Cache-Control', answer.cacheControl)
    .type('application/json')
    .send(answer.body);
});

/**
 * Every minute: the catalog's snapshot brought up to date with the products written since its last
 * run, so a minute's writes on the desk make one rebuild, and a run with nothing new reads its
 * manifest, its changes files and two empty queries (catalog/catalog-snapshot.ts).
 */
export const rebuildCatalog = onSchedule(
  { schedule: 'every 1 minutes', ...RUNTIME.rebuildCatalog },
  async () => {
    await rebuildAndLog();
  },
);

/** One rebuild of the catalog's snapshot, logged when it wrote something. */
async function rebuildAndLog() {
  const rebuilt = await rebuildCatalogSnapshot(firestore());
  if (rebuilt.cut !== 'none') log.catalogRebuilt(rebuilt);
  return rebuilt;
}

/**
 * The same rebuild on request, in the emulator only (which does not run schedules): `npm start`
 * runs it after seeding and every minute, the tests when they need it.
 */
export const rebuildCatalogNow = onRequest(
  { cors: false, ...RUNTIME.rebuildCatalog },
  async (_request, response) => {
    if (!SETTINGS.emulator) {
      response.status(404).json({ error: 'Not found.' });
      return;
    }
    response.set('Cache-Control', 'no-store').json(await rebuildAndLog());
  },
);

/**
 * Every write to a product: shoppers whose wishlist holds it get a price-drop or back-in-stock
 * notice in Users/{uid}/notices when one is due (see notices/product-notices.ts); any device they sign in
 * on reads them there.
 */
export const productNotices = onDocumentWritten(
  { document: 'Products/{productId}', ...RUNTIME.productNotices },
  async (event) => {
    if (!event.data) return;
    const { before, after } = event.data;
    // The write's update time names it to the nanosecond (the event's time is whole seconds in the
    // emulator, and two writes in one second are two changes); a delete has none, and notices nothing.
    const updated = after.exists ? after.updateTime : undefined;
    const written = await noticeProductChange(firestore(), {
      productId: event.params.productId,
      before: before.exists ? before.data() : undefined,
      after: after.exists ? after.data() : undefined,
      changeId: updated ? `${updated.seconds}${String(updated.nanoseconds).padStart(9, '0')}` : event.id,
    });
    if (written > 0) log.noticesWritten({ productId: event.params.productId, notices: written });
  },
);

/**
 * Every deleted product: its tombstone in CatalogRemovals/{productId} (catalog/catalog-removals.ts),
 * which shoppers' catalogs read beside the changed products, so the deletion reaches every device as
 * a change does.
 */
export const catalogRemovals = onDocumentDeleted(
  // Retried until it succeeds: a tombstone lost would leave the product on every device that syncs
  // by its changes.
  { document: 'Products/{productId}', retry: true, ...RUNTIME.catalogRemovals },
  async (event) => {
    const written = await recordRemoval(firestore(), event.params.productId, event.data?.data());
    if (written) log.productRemoved({ productId: event.params.productId });
  },
);
