import type { DBSchema } from 'idb';

import type { CompactCards } from '@/domain/compact-cards';
import { createLocalDb } from '@/lib/local-db';

import type { Product } from '../types';

/** The catalog on the device (ARCHITECTURE: catalog snapshot, product details, sync metadata). */
export interface CatalogSchema extends DBSchema {
  /**
   * The catalog's cards in the snapshot files' compact layout (domain/compact-cards.ts), one
   * record per range of ids (catalog-snapshot.ts, PAGE_IDS): a few dozen records of columns at
   * 100k products rather than one object per product.
   */
  pages: { key: number; value: CompactCards };
  details: { key: number; value: Product & { cachedAt: number } };
  meta: { key: string; value: unknown };
}

// Version 2 keeps the cards as pages of columns; version 1 kept one record per card. The database
// is a copy of the server's, so an upgrade starts it empty and the next sync takes the snapshot.
const catalogDb = createLocalDb<CatalogSchema>({
  name: 'eshop',
  version: 2,
  disposable: true,
  upgrade(db) {
    for (const name of db.objectStoreNames) db.deleteObjectStore(name);
    db.createObjectStore('pages');
    db.createObjectStore('details', { keyPath: 'id' });
    db.createObjectStore('meta');
  },
});

/** The catalog database, or null when this device cannot keep one (see createLocalDb). */
export const openCatalogDb = catalogDb.open;

/** Closes the catalog database, so it can be deleted and opened anew. */
export const closeCatalogDb = catalogDb.close;
