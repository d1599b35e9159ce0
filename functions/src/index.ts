import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { cancelCheckout as cancel } from './cancel';
import { createCheckout, type Answer } from './checkout';
import { deleteAccount as deleteOwnAccount } from './delete-account';
import { deskAction } from './desk';
import { allowedOrigins } from './origins';
import { noticeProductChange } from './product-notices';
import { payments } from './stripe-client';
import { sweepHolds as sweep } from './sweep';
import { revokeSessions as revoke } from './sessions';
import { receiveWebhook } from './webhook';

initializeApp();

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
// Revocation checked: a session ended by "sign out everywhere" is refused at once, not when its
// ID token expires (one extra Auth lookup per call).
const verifyIdToken = (token: string) => getAuth().verifyIdToken(token, true);

type Request = Parameters<Parameters<typeof onRequest>[0]>[0];

/** A POST-only endpoint answering what `handle` decides; other methods get 405. */
const postEndpoint = (handle: (request: Request) => Promise<Answer>, noStore = true) =>
  onRequest({ cors: false }, async (request, response) => {
    if (noStore) response.set('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.set('Allow', 'POST').status(405).json({ error: 'Use POST.' });
      return;
    }
    const answer = await handle(request);
    response.status(answer.status).json(answer.body);
  });

/**
 * Liveness and catalog readiness: answers how many products the store holds, so the
 * start script and operators can tell the backend is up and seeded.
 */
export const health = onRequest({ cors: false }, async (_request, response) => {
  const products = await getFirestore().collection('Products').count().get();
  response.set('Cache-Control', 'no-store');
  response.json({ ok: true, products: products.data().count });
});

/** POST /api/create-checkout-session (Hosting rewrite): see checkout.ts. */
export const createCheckoutSession = postEndpoint((request) => {
  const configured = payments();
  return createCheckout(
    {
      authorization: header(request.headers.authorization),
      idempotencyKey: header(request.headers['idempotency-key']),
      origin: header(request.headers.origin),
      body: request.body,
      uiMode: request.query.ui === 'embedded' ? 'embedded' : 'hosted',
    },
    {
      db: getFirestore(),
      stripe: configured?.stripe ?? null,
      webhookSecret: configured?.webhookSecret,
      verifyIdToken,
      allowedOrigins: allowedOrigins(),
    },
  );
});

/** POST /api/cancel-checkout (Hosting rewrite): see cancel.ts. */
export const cancelCheckout = postEndpoint((request) =>
  cancel(
    { authorization: header(request.headers.authorization), body: request.body },
    { db: getFirestore(), stripe: payments()?.stripe ?? null, verifyIdToken },
  ),
);

/** POST /api/revoke-sessions (Hosting rewrite): sign out everywhere, see sessions.ts. */
export const revokeSessions = postEndpoint((request) =>
  revoke(
    { authorization: header(request.headers.authorization) },
    { verifyIdToken, revokeRefreshTokens: (uid) => getAuth().revokeRefreshTokens(uid) },
  ),
);

/** POST /api/delete-account (Hosting rewrite): the caller deletes their own account, see delete-account.ts. */
export const deleteAccount = postEndpoint((request) =>
  deleteOwnAccount(
    { authorization: header(request.headers.authorization) },
    {
      db: getFirestore(),
      verifyIdToken,
      deleteUser: async (uid) => {
        try {
          await getAuth().deleteUser(uid);
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
 * path's last segment names the action (ship, deliver, refund, cancel, resolve). See desk.ts and
 * docs/operator-desk.md.
 */
export const desk = postEndpoint((request) =>
  deskAction(
    {
      action: request.path.split('/').filter(Boolean).pop() ?? '',
      authorization: header(request.headers.authorization),
      idempotencyKey: header(request.headers['idempotency-key']),
      body: request.body,
    },
    { db: getFirestore(), stripe: payments()?.stripe ?? null, verifyIdToken },
  ),
);

/** POST /api/stripe-webhook (Hosting rewrite): see webhook.ts. */
export const stripeWebhook = postEndpoint((request) => {
  const configured = payments();
  return receiveWebhook(
    { rawBody: request.rawBody, signature: header(request.headers['stripe-signature']) },
    { db: getFirestore(), stripe: configured?.stripe ?? null, webhookSecret: configured?.webhookSecret },
  );
}, false);

/** Every 10 minutes: holds whose session is gone go back to stock (see sweep.ts). */
export const sweepHolds = onSchedule('every 10 minutes', async () => {
  const result = await sweep(getFirestore(), payments()?.stripe ?? null, Date.now());
  if (result.released + result.paid + result.left > 0) console.log('Hold sweep:', result);
});

/**
 * The same sweep on request, in the emulator only (which does not run schedules): `npm start` and
 * the tests run it, `?at=<epoch ms>` sweeping as if it were then.
 */
export const sweepHoldsNow = onRequest({ cors: false }, async (request, response) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') {
    response.status(404).json({ error: 'Not found.' });
    return;
  }
  const at = Number(request.query.at ?? Date.now());
  response.json(
    await sweep(getFirestore(), payments()?.stripe ?? null, Number.isFinite(at) ? at : Date.now()),
  );
});

/**
 * Every write to a product: shoppers whose wishlist holds it get a price-drop or back-in-stock
 * notice in Users/{uid}/notices when one is due (see product-notices.ts); any device they sign in
 * on reads them there.
 */
export const productNotices = onDocumentWritten('Products/{productId}', async (event) => {
  if (!event.data) return;
  const { before, after } = event.data;
  // The write's update time names it to the nanosecond (the event's time is whole seconds in the
  // emulator, and two writes in one second are two changes); a delete has none, and notices nothing.
  const updated = after.exists ? after.updateTime : undefined;
  const written = await noticeProductChange(getFirestore(), {
    productId: event.params.productId,
    before: before.exists ? before.data() : undefined,
    after: after.exists ? after.data() : undefined,
    changeId: updated ? `${updated.seconds}${String(updated.nanoseconds).padStart(9, '0')}` : event.id,
  });
  if (written > 0) console.log(`Product ${event.params.productId}: ${written} notice(s) written.`);
});
