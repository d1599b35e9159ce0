import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';

import type { Product } from '@/features/catalog/types';

/** The on-device store (ARCHITECTURE: catalog snapshot, product details, sync metadata). */
export interface LocalSchema extends DBSchema {
  catalog: { key: number; value: ProductCardRecord };
  details: { key: number; value: Product & { cachedAt: number } };
  meta: { key: string; value: unknown };
}

/** A product's card fields: everything but the long description and specifications. */
export type ProductCardRecord = Omit<Product, 'description' | 'specifications'>;

const NAME = 'eshop';
const VERSION = 1;

let opening: Promise<IDBPDatabase<LocalSchema> | null> | null = null;

function open() {
  return openDB<LocalSchema>(NAME, VERSION, {
    upgrade(db) {
      for (const name of db.objectStoreNames) db.deleteObjectStore(name);
      db.createObjectStore('catalog', { keyPath: 'id' });
      db.createObjectStore('details', { keyPath: 'id' });
      db.createObjectStore('meta');
    },
  });
}

/**
 * The local database, or null where IndexedDB is unavailable (some private modes). A database
 * that cannot be opened (corrupt, or a newer version from a rolled-back deploy) is deleted and
 * made anew: it only holds copies of server data.
 */
export function localDb(): Promise<IDBPDatabase<LocalSchema> | null> {
  opening ??= (async () => {
    if (typeof indexedDB === 'undefined') return null;
    try {
      return await open();
    } catch (error) {
      console.warn('Local store could not be opened; recreating it.', error);
      try {
        await deleteDB(NAME);
        return await open();
      } catch (retryError) {
        console.error('Local store unavailable; working from the network only.', retryError);
        return null;
      }
    }
  })();
  return opening;
}

/** Closes and forgets the connection, so the database can be deleted and opened anew. */
export async function closeLocalDb() {
  const db = await opening;
  db?.close();
  opening = null;
}
