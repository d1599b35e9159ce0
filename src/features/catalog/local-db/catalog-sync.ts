import { newestUpdate, toCardRecord } from '../logic/card-record';
import type { ProductCardRecord } from '../types';
import { readSyncMeta, writeSnapshot, type CatalogSyncMeta } from './catalog-snapshot';

/** A full read also drops products deleted on the server, which a delta query cannot see. */
export const FULL_SYNC_EVERY_MS = 24 * 60 * 60 * 1000;

/** The catalog snapshot cut at build time (see api/catalog-bundle.ts). */
export interface CatalogBundle {
  /** The newest `updatedAt` in the snapshot; 0 when the build shipped none. */
  watermark: number;
  /** Downloads the snapshot's card records; throws when it cannot. */
  load(): Promise<ProductCardRecord[]>;
}

// Firestore is fetched with the first network read, after the page has painted.
const firestoreReads = () => import('../api/get-products-updated-since');

function merge(base: ProductCardRecord[], changed: ProductCardRecord[]) {
  if (changed.length === 0) return base;
  const byId = new Map(base.map((card) => [card.id, card]));
  for (const card of changed) byId.set(card.id, card);
  return [...byId.values()];
}

async function store(cards: ProductCardRecord[], meta: CatalogSyncMeta, replace: boolean) {
  try {
    await writeSnapshot(cards, meta, replace);
  } catch (error) {
    // A full disk or a closed connection: the shopper still gets what was read. The watermark
    // was not stored either, so the next sync asks for the same products again.
    console.error('Failed to store the catalog on this device:', error);
  }
}

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
  current: ProductCardRecord[],
  bundle: CatalogBundle,
  {
    now = Date.now(),
    onSnapshot,
  }: {
    now?: number;
    /** Called with the snapshot's records as soon as they are known, before Firestore answers. */
    onSnapshot?: (cards: ProductCardRecord[]) => void;
  } = {},
): Promise<ProductCardRecord[]> {
  const meta = await readSyncMeta();
  const known = current.length > 0 && meta !== undefined;
  if (bundle.watermark > 0 && (!known || bundle.watermark > meta.highWaterMark)) {
    const fromBundle = await bundle.load().catch((error: unknown) => {
      console.error('Failed to download the catalog snapshot; reading Firestore instead:', error);
      return undefined;
    });
    if (fromBundle) {
      onSnapshot?.(fromBundle);
      return syncFromBundle(fromBundle, bundle.watermark, now);
    }
  }

  const { fetchAllProducts, fetchProductsUpdatedSince } = await firestoreReads();
  const full = !known || now - meta.fullSyncAt > FULL_SYNC_EVERY_MS;
  const fetched = (full ? await fetchAllProducts() : await fetchProductsUpdatedSince(meta.highWaterMark)).map(
    toCardRecord,
  );
  const highWaterMark = newestUpdate(fetched, meta?.highWaterMark ?? 0);
  await store(fetched, { highWaterMark, fullSyncAt: full ? now : meta.fullSyncAt, syncedAt: now }, full);
  return full ? fetched : merge(current, fetched);
}

/** Makes the snapshot the local catalog, then adds what changed in Firestore since it was cut. */
async function syncFromBundle(cards: ProductCardRecord[], watermark: number, now: number) {
  // The daily full read is counted from now: the snapshot was a whole catalog, if an older one.
  await store(cards, { highWaterMark: watermark, fullSyncAt: now, syncedAt: now }, true);
  try {
    const { fetchProductsUpdatedSince } = await firestoreReads();
    const changed = (await fetchProductsUpdatedSince(watermark)).map(toCardRecord);
    if (changed.length === 0) return cards;
    await store(
      changed,
      { highWaterMark: newestUpdate(changed, watermark), fullSyncAt: now, syncedAt: now },
      false,
    );
    return merge(cards, changed);
  } catch (error) {
    console.error('Catalog changes since the snapshot could not be read:', error);
    return cards;
  }
}
