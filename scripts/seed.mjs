// Loads the authored catalog and the two demo accounts into the running emulators.
// Idempotent: documents are written under fixed ids and accounts under fixed uids.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import { DEMO_ACCOUNTS } from './lib/demo-accounts.mjs';
import { upsertAccount, writeDocuments } from './lib/emulator-rest.mjs';

const CATALOG = new URL('../catalog/products.json', import.meta.url);

/** A product as stored: createdAt and updatedAt become Firestore timestamps. */
export const productDocument = (product) => ({
  path: `Products/${product.id}`,
  data: { ...product, createdAt: new Date(product.createdAt), updatedAt: new Date(product.updatedAt) },
});

/**
 * Rates/usd as the refreshRates function writes it (functions/src/rates/refresh-rates.ts), for the
 * approximate local prices: fixed rates, dated the day of the seeding (the emulator runs no
 * schedule, and the machines reach no rates source).
 */
export const ratesDocument = (now = new Date()) => ({
  path: 'Rates/usd',
  data: {
    rates: { BDT: 122.1, INR: 84.6, GBP: 0.79, CAD: 1.4 },
    day: now.toISOString().slice(0, 10),
    source: 'seed',
    fetchedAt: now,
  },
});

/** An account's Users record as the app makes it at registration, with its role and details. */
export const userDocument = ({ uid, email, displayName, userType, phone, address }) => ({
  path: `Users/${uid}`,
  data: {
    uid,
    name: displayName,
    email,
    photoURL: '',
    cart: [],
    orders: [],
    wishlist: [],
    userType,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...(phone ? { phone } : {}),
    ...(address ? { address } : {}),
  },
});

export async function seed({ products = JSON.parse(readFileSync(CATALOG, 'utf8')) } = {}) {
  await writeDocuments([...products.map(productDocument), ratesDocument()]);
  for (const account of DEMO_ACCOUNTS) {
    await upsertAccount(account);
    await writeDocuments([userDocument(account)]);
  }
  return { products: products.length, accounts: DEMO_ACCOUNTS.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = await seed();
  console.log(`Seeded ${counts.products} products and ${counts.accounts} demo accounts.`);
}
