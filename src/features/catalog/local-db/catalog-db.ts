import type { DBSchema } from 'idb';

import { createLocalDb } from '@/lib/local-db';

import type { Product, ProductCardRecord } from '../types';

/** The catalog on the device (ARCHITECTURE: catalog snapshot, product details, sync metadata). */
export interface CatalogSchema extends DBSchema {
  catalog: { key: number; value: ProductCardRecord };
  details: { key: number; value: Product & { cachedAt: number } };
  meta: { key: string; value: unknown };
}

// Name and version as first shipped: devices keep the catalog they already hold.
const catalogDb = createLocalDb<CatalogSchema>({
  name: 'eshop',
  version: 1,
  disposable: true,
  upgrade(db) {
    for (const name of db.objectStoreNames) db.deleteObjectStore(name);
    db.createObjectStore('catalog', { keyPath: 'id' });
    db.createObjectStore('details', { keyPath: 'id' });
    db.createObjectStore('meta');
  },
});

/** The catalog database, or null when this device cannot keep one (see createLocalDb). */
export const openCatalogDb = catalogDb.open;

/** Closes the catalog database, so it can be deleted and opened anew. */
export const closeCatalogDb = catalogDb.close;
