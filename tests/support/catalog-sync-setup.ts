// Test support: the device and the Firestore reads the catalog's sync tests start from
// (src/features/catalog/local-db/catalog-sync.test.ts, hidden-products.test.ts). Importing it
// mocks the sync's Firestore reads for the importing test file; that file imports
// 'fake-indexeddb/auto' itself, first.
import { deleteDB } from 'idb';
import { vi } from 'vitest';

import {
  fetchProductsUpdatedSince,
  fetchRemovalsSince,
} from '@/features/catalog/api/get-products-updated-since';
import { toProduct } from '@/features/catalog/api/to-product';
import { closeCatalogDb } from '@/features/catalog/local-db/catalog-db';
import { createCatalogKeeper, type CatalogKeeper } from '@/features/catalog/local-db/catalog-keeper';
import { SYNC_OVERLAP_MS, type CatalogBundle } from '@/features/catalog/local-db/catalog-sync';

import { aProduct } from './factories';

vi.mock('@/features/catalog/api/get-products-updated-since', () => ({
  fetchProductsUpdatedSince: vi.fn(),
  fetchRemovalsSince: vi.fn(),
}));

/**
 * The sync's Firestore reads, as the test file's mocks: what each answers is set per test. The
 * tombstones' read answers none unless a test says otherwise.
 */
export const fetchSince = vi.mocked(fetchProductsUpdatedSince);
export const fetchRemovals = vi.mocked(fetchRemovalsSince);

export const T0 = Date.UTC(2026, 10, 1);

/** A build without a snapshot (the dev server): a first sync reads every product from Firestore. */
/** Where a sync from `watermark` starts asking: a minute before it (SYNC_OVERLAP_MS). */
export const askedFrom = (watermark: number) => watermark - SYNC_OVERLAP_MS;

export const NO_BUNDLE: CatalogBundle = { watermark: 0, chunks: [] };

/** A deleted product's tombstone as the delta reads it: its id and time, nothing else. */
export const tombstone = (id: number, updatedAt: number) => toProduct({ id, updatedAt });

export const laptop = aProduct({ id: 1, updatedAt: T0 - 1000 });
export const phone = aProduct({ id: 2, type: 'Mobile', updatedAt: T0 - 500 });

/**
 * A device with no catalog yet, Firestore's reads answering nothing set (no tombstones), and the keeper in the
 * page: the same code the worker runs.
 */
export async function aFreshCatalogDevice(): Promise<CatalogKeeper> {
  await closeCatalogDb();
  await deleteDB('eshop');
  fetchSince.mockReset();
  fetchRemovals.mockReset();
  fetchRemovals.mockResolvedValue([]);
  return createCatalogKeeper({ worker: false });
}
