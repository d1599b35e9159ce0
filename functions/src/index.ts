import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';

import { createCheckout } from './checkout';
import { allowedOrigins } from './origins';
import { payments } from './stripe-client';
import { receiveWebhook } from './webhook';

initializeApp();

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

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
export const createCheckoutSession = onRequest({ cors: false }, async (request, response) => {
  response.set('Cache-Control', 'no-store');
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).json({ error: 'Use POST.' });
    return;
  }
  const answer = await createCheckout(
    {
      authorization: header(request.headers.authorization),
      idempotencyKey: header(request.headers['idempotency-key']),
      origin: header(request.headers.origin),
      body: request.body,
    },
    {
      db: getFirestore(),
      stripe: payments()?.stripe ?? null,
      verifyIdToken: (token) => getAuth().verifyIdToken(token),
      allowedOrigins: allowedOrigins(),
    },
  );
  response.status(answer.status).json(answer.body);
});

/** POST /api/stripe-webhook (Hosting rewrite): see webhook.ts. */
export const stripeWebhook = onRequest({ cors: false }, async (request, response) => {
  if (request.method !== 'POST') {
    response.set('Allow', 'POST').status(405).json({ error: 'Use POST.' });
    return;
  }
  const configured = payments();
  const answer = await receiveWebhook(
    { rawBody: request.rawBody, signature: header(request.headers['stripe-signature']) },
    { db: getFirestore(), stripe: configured?.stripe ?? null, webhookSecret: configured?.webhookSecret },
  );
  response.status(answer.status).json(answer.body);
});
