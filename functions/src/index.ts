import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';

initializeApp();

/**
 * Liveness and catalog readiness: answers how many products the store holds, so the
 * start script and operators can tell the backend is up and seeded.
 */
export const health = onRequest({ cors: false }, async (_request, response) => {
  const products = await getFirestore().collection('Products').count().get();
  response.set('Cache-Control', 'no-store');
  response.json({ ok: true, products: products.data().count });
});
