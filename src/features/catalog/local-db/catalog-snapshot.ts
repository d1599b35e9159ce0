import { isCardRecord, isShown } from '../logic/card-record';
import type { ProductCardRecord } from '../types';
import { openCatalogDb } from './catalog-db';

const SYNC_META_KEY = 'catalogSync';

export interface CatalogSyncMeta {
  /**
   * Highest updatedAt seen, of a change or a deletion's tombstone: the next delta asks for
   * anything newer.
   */
  highWaterMark: number;
  /**
   * When the device last took a whole catalog: the build's snapshot, or (in a build without one)
   * its first read.
   */
  fullSyncAt: number;
  /** When the catalog on the device was last brought up to date (absent in older records). */
  syncedAt?: number;
}

/** The stored snapshot; malformed records are skipped rather than breaking every page. */
export async function readSnapshot(): Promise<ProductCardRecord[]> {
  const db = await openCatalogDb();
  if (!db) return [];
  try {
    return (await db.getAll('catalog')).filter((card) => isCardRecord(card) && isShown(card));
  } catch (error) {
    console.error('Failed to read the local catalog:', error);
    return [];
  }
}

export async function readSyncMeta(): Promise<CatalogSyncMeta | undefined> {
  const db = await openCatalogDb();
  const meta = (await db?.get('meta', SYNC_META_KEY).catch(() => undefined)) as CatalogSyncMeta | undefined;
  return meta && typeof meta.highWaterMark === 'number' && typeof meta.fullSyncAt === 'number'
    ? meta
    : undefined;
}

/**
 * Stores card records: `replace` makes them the whole catalog, otherwise they are merged in. A
 * hidden product's record removes it instead.
 */
export async function writeSnapshot(cards: ProductCardRecord[], meta: CatalogSyncMeta, replace: boolean) {
  const db = await openCatalogDb();
  if (!db) return;
  const tx = db.transaction(['catalog', 'meta'], 'readwrite');
  const catalog = tx.objectStore('catalog');
  // Requests are queued at once and the transaction awaited once: awaiting each put costs a
  // round trip per product (100k products took 30 s).
  const writes: Promise<unknown>[] = [];
  if (replace) writes.push(catalog.clear());
  for (const card of cards) writes.push(isShown(card) ? catalog.put(card) : catalog.delete(card.id));
  writes.push(tx.objectStore('meta').put(meta, SYNC_META_KEY));
  await Promise.all([...writes, tx.done]);
}
