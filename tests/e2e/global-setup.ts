import { clearAuth, clearFirestore } from '../../scripts/lib/emulator-rest.mjs';
import { seed } from '../../scripts/seed.mjs';

/** Every run starts from the seeded catalog and the two demo accounts, whatever ran before. */
export default async function globalSetup() {
  // Several engineers may share one running emulator suite while developing.
  if (process.env.E2E_SKIP_RESET) return;
  await clearFirestore();
  await clearAuth();
  await seed();
}
