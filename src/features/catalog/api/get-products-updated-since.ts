import { collection, query, Timestamp, where } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { fetchProducts, productsCollection } from './products-collection';

/** Where the functions keep deleted products' tombstones (functions/src/catalog/catalog-removals.ts). */
const CATALOG_REMOVALS = 'CatalogRemovals';

/** Changes after the given time (epoch ms) in the collection; throws on failure. */
const changedSince = (from: ReturnType<typeof productsCollection>, since: number) =>
  fetchProducts(query(from, where('updatedAt', '>', Timestamp.fromMillis(since))));

/** Products changed after the given time (epoch ms), the catalog's delta query; throws on failure. */
export const fetchProductsUpdatedSince = (since: number) => changedSince(productsCollection(), since);

/**
 * The tombstones of products deleted after the given time (epoch ms), which the delta brings
 * beside the changed products; throws on failure. Each is read as products are (to-product.ts):
 * its `id` and `updatedAt`, every other field empty.
 */
export const fetchRemovalsSince = (since: number) => changedSince(collection(db, CATALOG_REMOVALS), since);
