import {
  clearAuth,
  clearFirestore,
  rebuildCatalogNow,
  warmFunctions,
  withoutTriggers,
} from '../../scripts/lib/emulator-rest.mjs';
import { seed } from '../../scripts/seed.mjs';

/** Every run starts from the seeded catalog and the two demo accounts, whatever ran before. */
export default async function globalSetup() {
  // Several engineers may share one running emulator suite while developing.
  if (process.env.E2E_SKIP_RESET) return;
  // With the functions' triggers off: a cleared product is no deletion for catalogRemovals to tell
  // devices of, and a tombstone newer than the product seeded again would hide it on every device.
  await withoutTriggers(clearFirestore);
  await clearAuth();
  await seed();
  // The catalog's snapshot cut from it, as a deployed shop's function keeps it: devices take it
  // rather than the build's.
  await rebuildCatalogNow();
  // The checkout's functions loaded before the first test places an order, not during it.
  const warmed = await warmFunctions(['createCheckoutSession', 'cancelCheckout', 'stripeWebhook']);
  console.log(`Functions loaded (first answer, ms): ${JSON.stringify(warmed)}`);
}
