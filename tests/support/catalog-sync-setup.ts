// Test support: the device and the Firestore reads the catalog's sync tests start from
// (src/features/catalog/local-db/catalog-sync.test.ts, hidden-products.test.ts). Importing it
// mocks the sync's Firestore reads for the importing test file; that file imports
// 'fake-indexeddb/auto' itself, first.
import { deleteDB } from 'idb';
import { vi } from 'vitest';

import {
  fetchAllProducts,
  fetchProductsUpdatedSince,
} from '@/features/catalog/api/get-products-updated-since';
import { closeCatalogDb } from '@/features/catalog/local-db/catalog-db';
import { createCatalogKeeper, type CatalogKeeper } from '@/features/catalog/local-db/catalog-keeper';
import type { CatalogBundle } from '@/features/catalog/local-db/catalog-sync';

import { aProduct } from './factories';

vi.mock('@/features/catalog/api/get-products-updated-since', () => ({
  fetchAllProducts: vi.fn(),
  fetchProductsUpdatedSince: vi.fn(),
}));

/** The sync's Firestore reads, as the test file's mocks: what each answers is set per test. */
export const fetchAll = vi.mocked(fetchAllProducts);
export const fetchSince = vi.mocked(fetchProductsUpdatedSince);

export const T0 = Date.UTC(2026, 10, 1);

/** A build without a snapshot: everything comes from Firestore. */
export const NO_BUNDLE: CatalogBundle = { watermark: 0, chunks: [] };

export const laptop = aProduct({ id: 1, updatedAt: T0 - 1000 });
export const phone = aProduct({ id: 2, type: 'Mobile', updatedAt: T0 - 500 });

/**
 * A device with no catalog yet, Firestore's reads answering nothing set, and the keeper in the
 * page: the same code the worker runs.
 */
export async function aFreshCatalogDevice(): Promise<CatalogKeeper> {
  await closeCatalogDb();
  await deleteDB('eshop');
  fetchAll.mockReset();
  fetchSince.mockReset();
  return createCatalogKeeper({ worker: false });
}
