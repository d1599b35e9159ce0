import type { CatalogIndexParts } from '../logic/catalog-indexes';
import { listingIndexParts, listingPartsBuffers } from '../logic/listing-index';
import { searchIndexParts, searchPartsBuffers } from '../logic/search/search-index';
import { isCardRecord, mergeCards, shownCards } from '../logic/card-record';
import type { ProductCardRecord } from '../types';
import { readSnapshot, readSyncMeta, writeSnapshot, type CatalogSyncMeta } from './catalog-snapshot';

/**
 * What the page asks of the catalog's keeper. Each request runs after the one before it.
 * - `read`: the catalog stored on the device.
 * - `bundle`: the build's snapshot files, downloaded, checked and stored as the whole catalog.
 * - `apply`: products read from Firestore, stored as the whole catalog (`replace`) or merged in.
 */
export type KeeperRequest = { id: number } & (
  | { op: 'read' }
  | { op: 'bundle'; urls: readonly string[]; meta: CatalogSyncMeta }
  | { op: 'apply'; changed: ProductCardRecord[]; meta: CatalogSyncMeta; replace: boolean }
);

/**
 * What the keeper answers: the catalog's cards in batches, in catalog order (a read and a bundle
 * only; after an apply the page merges the same way itself), then the sync record and the index
 * parts of the resulting catalog; or why the request failed, changing nothing. A catalog to be
 * stored is answered first and stored after (100k products take seconds to write), and then
 * `stored` says what the device holds; the next request waits for it.
 */
export type KeeperEvent = { id: number } & (
  | { kind: 'cards'; cards: ProductCardRecord[] }
  | { kind: 'done'; meta: CatalogSyncMeta | undefined; parts: CatalogIndexParts }
  | { kind: 'failed'; message: string }
  /** After a `done` that stores: the sync record as stored now (the old one if storing failed). */
  | { kind: 'stored'; meta: CatalogSyncMeta | undefined }
);

export type Emit = (event: KeeperEvent) => void;

export const catalogIndexParts = (cards: readonly ProductCardRecord[]): CatalogIndexParts => ({
  listing: listingIndexParts(cards),
  search: searchIndexParts(cards),
});

/** The buffers of the parts, to transfer rather than copy them. */
export const indexPartsBuffers = (parts: CatalogIndexParts) => [
  ...listingPartsBuffers(parts.listing),
  ...searchPartsBuffers(parts.search),
];

/** Cards per message from a stored catalog: each takes the page a millisecond or two to receive. */
export const CARDS_PER_MESSAGE = 1000;

async function fetchChunk(url: string): Promise<ProductCardRecord[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error(`${url} is not a list of products`);
  return body.filter(isCardRecord);
}

/**
 * The catalog's heavy work: downloading, parsing and checking the snapshot, reading and writing
 * IndexedDB, and sorting for the indexes. Run in a worker (catalog.worker.ts), so at 100k
 * products none of it is a long task on the page's thread; where no worker can start, the same
 * code runs in the page (catalog-keeper.ts).
 */
export function createKeeperCore(
  emit: Emit,
  start: { cards: ProductCardRecord[]; meta: CatalogSyncMeta | undefined } = { cards: [], meta: undefined },
) {
  let { cards, meta } = start;
  let queue = Promise.resolve();

  /** Stores the catalog; a full disk or a closed connection leaves the previous record. */
  async function store(changed: ProductCardRecord[], next: CatalogSyncMeta, replace: boolean) {
    try {
      await writeSnapshot(changed, next, replace);
      meta = next;
    } catch (error) {
      // The watermark was not stored either, so the next sync asks for the same products again.
      console.error('Failed to store the catalog on this device:', error);
    }
  }

  const done = (id: number, next = meta) =>
    emit({ id, kind: 'done', meta: next, parts: catalogIndexParts(cards) });

  async function answerThenStore(
    id: number,
    changed: ProductCardRecord[],
    next: CatalogSyncMeta,
    replace: boolean,
  ) {
    done(id, next);
    await store(changed, next, replace);
    emit({ id, kind: 'stored', meta });
  }

  async function run(request: KeeperRequest) {
    const { id } = request;
    if (request.op === 'read') {
      [cards, meta] = await Promise.all([readSnapshot(), readSyncMeta()]);
      for (let start = 0; start < cards.length; start += CARDS_PER_MESSAGE)
        emit({ id, kind: 'cards', cards: cards.slice(start, start + CARDS_PER_MESSAGE) });
      done(id);
    } else if (request.op === 'bundle') {
      // The first file (the lowest ids: the listing's first screen) alone, so it is not held up
      // behind the others, then the rest side by side, handed on in order.
      const [firstUrl, ...rest] = request.urls;
      const all: ProductCardRecord[] = firstUrl === undefined ? [] : await fetchChunk(firstUrl);
      emit({ id, kind: 'cards', cards: all });
      const files = rest.map((url) => fetchChunk(url));
      // A failure is met in order below; the files after it are not waited for.
      for (const file of files) file.catch(() => undefined);
      for (const file of files) {
        const batch = await file;
        emit({ id, kind: 'cards', cards: batch });
        all.push(...batch);
      }
      cards = all;
      await answerThenStore(id, cards, request.meta, true);
    } else {
      cards = request.replace ? shownCards(request.changed) : mergeCards(cards, request.changed);
      await answerThenStore(id, request.changed, request.meta, request.replace);
    }
  }

  return (request: KeeperRequest) => {
    queue = queue.then(() =>
      run(request).catch((error: unknown) =>
        emit({
          id: request.id,
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      ),
    );
  };
}
