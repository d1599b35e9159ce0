import { newestUpdate } from '../logic/card-record';
import { catalogChanges } from '@/domain/catalog-changes';
import type { ProductCardRecord } from '../types';
import type { CatalogKeeper } from './catalog-keeper';

/**
 * A catalog snapshot: the server's, kept current (its manifest), or the one cut at build time
 * (see api/catalog-bundle.ts).
 */
export interface CatalogBundle {
  /** The newest `updatedAt` in the snapshot; 0 when there is none. */
  watermark: number;
  /** The URLs of the snapshot's base files, each a JSON list of card records, in id order. */
  chunks: readonly string[];
  /** The newest `updatedAt` in the base files (the watermark when there are no changes files). */
  baseWatermark?: number;
  /** The URLs of the files of what changed since the base (deleted products as hidden records). */
  changes?: readonly string[];
}

// Firestore is fetched with the first network read, after the page has painted.
const firestoreReads = () => import('../api/get-products-updated-since');

/**
 * Brings the local catalog up to date and returns it, stored or not. No device reads the whole
 * catalog from Firestore: only what changed since its watermark, deleted products included (their
 * tombstones), so a sync costs as many reads as there were changes.
 *
 * - No local catalog, or one older than the snapshot's base: the snapshot (compressed static
 *   downloads) becomes the catalog, then Firestore is asked only for what changed after the
 *   snapshot's watermark.
 * - A local catalog as new as the snapshot's base but older than its changes: only the changes
 *   files are downloaded and merged in, then Firestore is asked as above.
 * - A local catalog as new as the snapshot or newer: only what changed after the newest change
 *   seen.
 * - No local catalog and no snapshot in the build (the dev server): the first sync reads every
 *   product once, as changed since 0, and keeps the shown ones; there is nothing to remove yet.
 *
 * Throws when nothing could be read, leaving the stored catalog as it was: a device without a
 * catalog whose snapshot cannot be downloaded tries again at the next sync. Once the snapshot is
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
    const changes = bundle.changes ?? [];
    const base = bundle.baseWatermark ?? bundle.watermark;
    const fromBundle = await (
      known && meta.highWaterMark >= base && changes.length > 0
        ? keeper.mergeFiles(changes, { ...meta, highWaterMark: bundle.watermark, syncedAt: now })
        : keeper.loadBundle(
            bundle.chunks,
            { highWaterMark: bundle.watermark, fullSyncAt: now, syncedAt: now },
            onFirstCards,
            changes,
          )
    ).catch((error: unknown) => {
      // Firestore's whole catalog is not read instead: a device without a catalog tries the
      // snapshot again at the next sync, one with a catalog asks what changed since its own
      // watermark (below).
      if (!known) throw error;
      console.error('Failed to download the catalog snapshot:', error);
      return undefined;
    });
    if (fromBundle) {
      onSnapshot?.(fromBundle);
      return syncSinceBundle(keeper, bundle.watermark, now);
    }
  }

  // Here a device without a catalog is one whose build has no snapshot: it reads since 0.
  const since = known ? meta.highWaterMark : 0;
  const changed = await readChanges(since, known);
  return keeper.apply(
    changed,
    { highWaterMark: newestUpdate(changed, since), fullSyncAt: known ? meta.fullSyncAt : now, syncedAt: now },
    !known,
  );
}

/**
 * How far before its watermark a sync asks again. The products and the tombstones are two queries,
 * each read at its own moment, and the watermark is the newest change either brought: a product
 * written between the two reads can be older than a tombstone the later read saw, and a write is
 * stamped with its request's time, a little before it commits. Asking again from a minute earlier
 * finds such a change at the next sync; what it reads twice (the changes of that last minute,
 * usually none or one) merges as the same change.
 */
export const SYNC_OVERLAP_MS = 60_000;

/**
 * The products changed after `since` (less SYNC_OVERLAP_MS) and, for a device with a catalog to
 * remove them from, the ones deleted after it, side by side; throws when either read fails.
 */
async function readChanges(since: number, withRemovals: boolean) {
  const { fetchProductsUpdatedSince, fetchRemovalsSince } = await firestoreReads();
  const from = since > 0 ? Math.max(0, since - SYNC_OVERLAP_MS) : 0;
  const [products, removals] = await Promise.all([
    fetchProductsUpdatedSince(from),
    withRemovals ? fetchRemovalsSince(from) : [],
  ]);
  return catalogChanges(products, removals);
}

/** Adds what changed in Firestore since the snapshot was cut, and drops what was deleted since. */
async function syncSinceBundle(keeper: CatalogKeeper, watermark: number, now: number) {
  try {
    const changed = await readChanges(watermark, true);
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
