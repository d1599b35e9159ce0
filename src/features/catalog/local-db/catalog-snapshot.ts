import { decodeCards, encodeCards, isCompactCards } from '@/domain/compact-cards';

import { isCardRecord, isShown, newestUpdate } from '../logic/card-record';
import type { ProductCardRecord } from '../types';
import { openCatalogDb } from './catalog-db';

const SYNC_META_KEY = 'catalogSync';

/**
 * How many ids one stored page covers: page `k` holds the cards with ids from k × PAGE_IDS up to
 * the next page's first. A change rewrites only the pages its ids fall in; 100k products with
 * consecutive ids are 25 pages.
 */
export const PAGE_IDS = 4096;

const pageOf = (id: number) => Math.floor(id / PAGE_IDS);

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

/**
 * The stored catalog, in id order. A page that cannot be read back (corrupt, or a layout this
 * build does not know) makes it empty: the next sync then takes the whole snapshot again rather
 * than leave the device without that page's products.
 */
export async function readSnapshot(): Promise<ProductCardRecord[]> {
  const db = await openCatalogDb();
  if (!db) return [];
  try {
    const cards: ProductCardRecord[] = [];
    for (const page of await db.getAll('pages')) {
      if (!isCompactCards(page)) throw new Error('A stored page of the catalog is not in its layout.');
      for (const card of decodeCards(page)) {
        if (!isCardRecord(card)) throw new Error('A stored card is malformed.');
        if (isShown(card)) cards.push(card);
      }
    }
    return cards;
  } catch (error) {
    console.error('Failed to read the local catalog; the snapshot is taken again:', error);
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
 * Stores the catalog `all` (shown cards) with its sync record. With `changed` (the cards just
 * merged in, hidden ones included), only the pages their ids fall in are written again; without,
 * `all` is the whole catalog and replaces what was stored.
 */
export async function writeSnapshot(
  all: readonly ProductCardRecord[],
  meta: CatalogSyncMeta,
  changed?: readonly ProductCardRecord[],
) {
  const db = await openCatalogDb();
  if (!db) return;
  const touched = changed ? new Set(changed.map((card) => pageOf(card.id))) : undefined;
  const pages = new Map<number, ProductCardRecord[]>();
  for (const page of touched ?? []) pages.set(page, []);
  for (const card of all) {
    if (!isShown(card)) continue;
    const page = pageOf(card.id);
    if (touched && !touched.has(page)) continue;
    let cards = pages.get(page);
    if (!cards) pages.set(page, (cards = []));
    cards.push(card);
  }
  // Encoded before the transaction opens: it would commit itself while waiting on other work.
  const encoded = [...pages].map(
    ([page, cards]) =>
      [
        page,
        cards.length > 0 ? encodeCards(cards, { watermark: newestUpdate(cards), times: true }) : null,
      ] as const,
  );
  const tx = db.transaction(['pages', 'meta'], 'readwrite');
  const store = tx.objectStore('pages');
  // Requests are queued at once and the transaction awaited once, not a round trip per page.
  const writes: Promise<unknown>[] = [];
  if (!touched) writes.push(store.clear());
  for (const [page, compact] of encoded) writes.push(compact ? store.put(compact, page) : store.delete(page));
  writes.push(tx.objectStore('meta').put(meta, SYNC_META_KEY));
  await Promise.all([...writes, tx.done]);
}
