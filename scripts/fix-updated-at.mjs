// One-off repair: rewrites every product whose `updatedAt` (or `createdAt`) was stored as a number
// of epoch milliseconds, as the paid webhook did before it wrote the server's Timestamp. The
// catalog's delta query compares Timestamps, and Firestore orders numbers before Timestamps, so
// such a product never reached a shopper's catalog until its daily full read. The app reads both.
//
// Against the emulators (`npm start` running):  node scripts/fix-updated-at.mjs
// Against a project: GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=<id> node scripts/fix-updated-at.mjs
// Prints what it changed; running it again changes nothing.
import { createRequire } from 'node:module';

import { HOSTS, PROJECT_ID } from './lib/emulator-rest.mjs';

// firebase-admin is a dependency of the Cloud Functions, installed in functions/.
const require = createRequire(new URL('../functions/package.json', import.meta.url));
const { initializeApp } = require('firebase-admin/app');
const { FieldValue, getFirestore, Timestamp } = require('firebase-admin/firestore');

if (!process.env.GCLOUD_PROJECT) process.env.FIRESTORE_EMULATOR_HOST ??= HOSTS.firestore;
initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
const db = getFirestore();

const isMillis = (value) => typeof value === 'number' && Number.isFinite(value);

/**
 * The fields of `data` that hold a number where a Timestamp belongs. createdAt keeps its moment;
 * updatedAt becomes now, so every shopper's catalog, whose watermark may be past the old number,
 * asks for the product again.
 */
function timestampsFor(data) {
  const fixed = {};
  if (isMillis(data.createdAt)) fixed.createdAt = Timestamp.fromMillis(data.createdAt);
  if (isMillis(data.updatedAt)) fixed.updatedAt = FieldValue.serverTimestamp();
  return fixed;
}

const snapshot = await db.collection('Products').get();
let writer = db.batch();
let pending = 0;
let fixed = 0;
for (const product of snapshot.docs) {
  const fields = timestampsFor(product.data());
  if (Object.keys(fields).length === 0) continue;
  writer.update(product.ref, fields);
  fixed += 1;
  pending += 1;
  if (pending === 400) {
    await writer.commit();
    writer = db.batch();
    pending = 0;
  }
}
if (pending > 0) await writer.commit();
console.log(`Products read: ${snapshot.size}; given Timestamps: ${fixed}.`);
