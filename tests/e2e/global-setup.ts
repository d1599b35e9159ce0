import { clearAuth, clearFirestore } from '../../scripts/lib/emulator-rest.mjs';
import { seed } from '../../scripts/seed.mjs';

/** Every run starts from the seeded catalog and the two demo accounts, whatever ran before. */
export default async function globalSetup() {
  await clearFirestore();
  await clearAuth();
  await seed();
}
