import { signInWithEmailAndPassword, signOut } from 'firebase/auth';

import type { Product } from '@/features/catalog';
import { auth } from '@/lib/firebase-auth';

import { DEMO_ADMIN, DEMO_SHOPPER, type DemoAccount } from '../../scripts/lib/demo-accounts.mjs';
import { clearAuth, clearFirestore, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { seed } from '../../scripts/seed.mjs';

export { DEMO_ADMIN, DEMO_SHOPPER };

/** Empties both emulators, then loads the given products and the two demo accounts. */
export async function resetWith(products: Product[]) {
  await signOut(auth);
  await clearFirestore();
  await clearAuth();
  await seed({ products });
}

export const writeRawDocument = (path: string, data: Record<string, unknown>) =>
  writeDocuments([{ path, data }]);

export async function signInAs(account: DemoAccount) {
  const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
  return user;
}
