import type { Product } from '../types';
import { openCatalogDb } from './catalog-db';

/** A product's full details as last fetched, or undefined when this device never saw them. */
export async function readCachedDetails(id: number): Promise<Product | undefined> {
  const db = await openCatalogDb();
  try {
    const cached = await db?.get('details', id);
    if (!cached || typeof cached.description !== 'string' || !Array.isArray(cached.specifications))
      return undefined;
    const { cachedAt: _cachedAt, ...product } = cached;
    return product;
  } catch (error) {
    console.error(`Failed to read cached details of ${id}:`, error);
    return undefined;
  }
}

export async function cacheDetails(product: Product) {
  const db = await openCatalogDb();
  await db?.put('details', { ...product, cachedAt: Date.now() }).catch((error: unknown) => {
    console.error(`Failed to cache details of ${product.id}:`, error);
  });
}

/**
 * A product's details read afresh from Firestore (loaded with the first read) and kept on the
 * device: the product page's refresh, and Compare's products fetched ahead so they show offline.
 * Undefined when no product has this id, null when the read failed (spec §8).
 */
export async function fetchAndCacheDetails(id: number): Promise<Product | undefined | null> {
  const fresh = await import('../api/get-product').then(
    ({ getProduct }) => getProduct(id),
    () => null, // Firestore failed to load: a failed read
  );
  if (fresh) await cacheDetails(fresh);
  return fresh;
}
