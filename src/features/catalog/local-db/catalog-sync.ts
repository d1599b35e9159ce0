import { fetchAllProducts, fetchProductsUpdatedSince } from '../api/get-products-updated-since';
import type { ProductCardRecord } from '../types';
import { readSyncMeta, toCardRecord, writeSnapshot } from './catalog-snapshot';

/** A full read also drops products deleted on the server, which a delta query cannot see. */
export const FULL_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Brings the local snapshot up to date: the whole catalog on first run or once a day, otherwise
 * only products updated since the newest one seen. Returns the new snapshot, stored or not; throws
 * when the network read fails, leaving the stored snapshot as it was.
 */
export async function syncCatalog(
  current: ProductCardRecord[],
  now = Date.now(),
): Promise<ProductCardRecord[]> {
  const meta = await readSyncMeta();
  const full = !meta || current.length === 0 || now - meta.fullSyncAt > FULL_SYNC_EVERY_MS;
  const fetched = full ? await fetchAllProducts() : await fetchProductsUpdatedSince(meta.highWaterMark);
  const highWaterMark = fetched.reduce(
    (max, product) => Math.max(max, product.updatedAt),
    meta?.highWaterMark ?? 0,
  );
  try {
    await writeSnapshot(fetched, { highWaterMark, fullSyncAt: full ? now : meta.fullSyncAt }, full);
  } catch (error) {
    // A full disk or a closed connection: the shopper still gets what was read. The watermark
    // was not stored either, so the next sync asks for the same products again.
    console.error('Failed to store the catalog on this device:', error);
  }
  if (full) return fetched.map(toCardRecord);
  if (fetched.length === 0) return current;
  const byId = new Map(current.map((product) => [product.id, product]));
  for (const product of fetched) byId.set(product.id, toCardRecord(product));
  return [...byId.values()];
}
