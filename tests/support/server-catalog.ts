// Test support for the emulator tests of the catalog's sync (tests/integration/catalog-*.test.ts):
// waiting on the emulators, and the server's catalog as card records (Firestore's reads are counted by
// counted-reads.ts).
import { toProduct } from '@/features/catalog/api/to-product';
import { toCardRecord } from '@/features/catalog/logic/card-record';
import type { ProductCardRecord } from '@/features/catalog/types';

import { listDocuments } from '../../scripts/lib/emulator-rest.mjs';

/** Resolves once `done()` does, asking every 250 ms; throws after `timeoutMs`. */
export async function until(done: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Not done within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const byId = (cards: readonly ProductCardRecord[]) => [...cards].sort((a, b) => a.id - b.id);

/** The shop's catalog on the server: its shown products, as card records, by id. */
export async function serverCatalog(): Promise<ProductCardRecord[]> {
  const documents = (await listDocuments('Products')) as Record<string, unknown>[];
  return byId(documents.map((data) => toCardRecord(toProduct(data))).filter((card) => card.hidden !== true));
}

/**
 * Cards by id as the device's can be compared with the server's: without `createdAt`, which the
 * device does not keep (the compact layout's rule, src/domain/compact-cards.ts).
 */
export const withoutCreatedAt = (cards: readonly ProductCardRecord[]) =>
  byId(cards).map(({ createdAt: _createdAt, ...card }) => card);
