import { newestUpdate, toCardRecord } from '../logic/card-record';
import type { ProductCardRecord } from '../types';
import type { CatalogKeeper } from './catalog-keeper';

/** A full read also drops products deleted on the server, which a delta query cannot see. */
export const FULL_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

/** The catalog snapshot cut at build time (see api/catalog-bundle.ts). */
export interface CatalogBundle {
  /** The newest `updatedAt` in the snapshot; 0 when the build shipped none. */
  watermark: number;
  /** The URLs of the snapshot's files, each a JSON list of card records, in id order. */
  chunks: readonly string[];
}

// Firestore is fetched with the first network read, after the page has painted.
const firestoreReads = () => import('../api/get-products-updated-since');

/**
 * Brings the local catalog up to date and returns it, stored or not.
 *
 * - No local catalog, or one older than the build's snapshot: the snapshot (one compressed
 *   static download) becomes the catalog, then Firestore is asked only for products updated
 *   after the snapshot's watermark.
 * - A local catalog as new as the snapshot or newer: only products updated since the newest one
 *   seen, and once a day the whole catalog, which also drops deleted products.
 *
 * Throws when nothing could be read, leaving the stored catalog as it was. Once the snapshot is
 * stored, a failed Firestore read is logged and the snapshot returned: the next sync asks again.
 */
export async function syncCatalog(
  keeper: CatalogKeeper,
  bundle: CatalogBundle,
  {
    now = Date.now(),
    onFirstCards,
    onSnapshot,
  }: {
    now?: number;
    /** Called with the snapshot's first file (the lowest ids) as soon as it is here. */
    onFirstCards?: (cards: ProductCardRecord[]) => void;
    /** Called with the snapshot's records as soon as they are known, before Firestore answers. */
    onSnapshot?: (cards: ProductCardRecord[]) => void;
  } = {},
): Promise<ProductCardRecord[]> {
  const { meta } = keeper;
  const known = keeper.cards.length > 0 && meta !== undefined;
  if (bundle.watermark > 0 && (!known || bundle.watermark > meta.highWaterMark)) {
    // The daily full read is counted from now: the snapshot was a whole catalog, if an older one.
    const fromBundle = await keeper
      .loadBundle(
        bundle.chunks,
        { highWaterMark: bundle.watermark, fullSyncAt: now, syncedAt: now },
        onFirstCards,
      )
      .catch((error: unknown) => {
        console.error('Failed to download the catalog snapshot; reading Firestore instead:', error);
        return undefined;
      });
    if (fromBundle) {
      onSnapshot?.(fromBundle);
      return syncSinceBundle(keeper, bundle.watermark, now);
    }
  }

  const { fetchAllProducts, fetchProductsUpdatedSince } = await firestoreReads();
  const full = !known || now - meta.fullSyncAt > FULL_SYNC_EVERY_MS;
  const fetched = (full ? await fetchAllProducts() : await fetchProductsUpdatedSince(meta.highWaterMark)).map(
    toCardRecord,
  );
  const highWaterMark = newestUpdate(fetched, meta?.highWaterMark ?? 0);
  return keeper.apply(
    fetched,
    { highWaterMark, fullSyncAt: full ? now : meta.fullSyncAt, syncedAt: now },
    full,
  );
}

/** Adds what changed in Firestore since the snapshot was cut. */
async function syncSinceBundle(keeper: CatalogKeeper, watermark: number, now: number) {
  try {
    const { fetchProductsUpdatedSince } = await firestoreReads();
    const changed = (await fetchProductsUpdatedSince(watermark)).map(toCardRecord);
    if (changed.length === 0) return keeper.cards;
    return await keeper.apply(
      changed,
      { highWaterMark: newestUpdate(changed, watermark), fullSyncAt: now, syncedAt: now },
      false,
    );
  } catch (error) {
    console.error('Catalog changes since the snapshot could not be read:', error);
    return keeper.cards;
  }
}
