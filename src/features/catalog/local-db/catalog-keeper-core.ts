import type { CatalogIndexParts } from '../logic/catalog-indexes';
import { listingIndexParts, listingPartsBuffers } from '../logic/listing-index-parts';
import { searchIndexParts, searchPartsBuffers } from '../logic/search/search-index';
import { isShown, mergeCards, shownCards } from '../logic/card-record';
import { readSnapshotFile } from '@/domain/snapshot-files';
import { SNAPSHOT_CHUNK_SIZE } from '@/domain/snapshot-files';
import type { ProductCardRecord } from '../types';
import { readSnapshot, readSyncMeta, writeSnapshot, type CatalogSyncMeta } from './catalog-snapshot';

/** Takes a batch of the catalog's cards, in catalog order; what it returns is waited for. */
export type TakeCards = (cards: ProductCardRecord[]) => unknown;
/** Takes the sync record as stored (the old one if storing failed), once a catalog was stored. */
export type TakeStored = (meta: CatalogSyncMeta | undefined) => unknown;

/** The sync record and the index parts of the catalog a request leaves. */
export interface KeeperAnswer {
  meta: CatalogSyncMeta | undefined;
  parts: CatalogIndexParts;
}

/**
 * What the page asks of the catalog's keeper; each request runs after the one before it, and
 * after its store. A read and a bundle hand the catalog's cards over in batches first (after an
 * apply the page merges the same way itself). A catalog to be stored is answered first and
 * stored after (100k products take seconds to write); then `stored` says what the device holds.
 * A failed request rejects, changing nothing.
 */
export interface KeeperCore {
  /** The catalog stored on the device. */
  read(cards: TakeCards): Promise<KeeperAnswer>;
  /**
   * A snapshot's files, downloaded, checked and stored as the whole catalog: its base files
   * (`urls`), with its changes files (`changes`) merged in.
   */
  bundle(
    urls: readonly string[],
    meta: CatalogSyncMeta,
    cards: TakeCards,
    stored: TakeStored,
    changes?: readonly string[],
  ): Promise<KeeperAnswer>;
  /**
   * A snapshot's changes files merged into the catalog held; the changes taken (those not older
   * than the device's copy) are what `cards` gets.
   */
  mergeFiles(
    urls: readonly string[],
    meta: CatalogSyncMeta,
    cards: TakeCards,
    stored: TakeStored,
  ): Promise<KeeperAnswer>;
  /** Products read from Firestore, stored as the whole catalog (`replace`) or merged in. */
  apply(
    changed: ProductCardRecord[],
    meta: CatalogSyncMeta,
    replace: boolean,
    stored: TakeStored,
  ): Promise<KeeperAnswer>;
}

export const catalogIndexParts = (cards: readonly ProductCardRecord[]): CatalogIndexParts => ({
  listing: listingIndexParts(cards),
  search: searchIndexParts(cards),
});

/** The buffers of the parts, to transfer rather than copy them. */
export const indexPartsBuffers = (parts: CatalogIndexParts) => [
  ...listingPartsBuffers(parts.listing),
  ...searchPartsBuffers(parts.search),
];

/**
 * Cards per message, a snapshot file's worth: the page receives each batch in a task of its own, a
 * few milliseconds long. A batch of 1000 takes it 10 to 15 ms, and two of those back to back with a
 * garbage collection make a gap of some 90 ms at 100k products.
 */
export const CARDS_PER_MESSAGE = SNAPSHOT_CHUNK_SIZE;
/** How many batches may be on their way to the page at once. */
const BATCHES_AHEAD = 2;

/**
 * Hands batches to `take` in order, paced: a batch goes once the one BATCHES_AHEAD before it has
 * been taken, so the page never has more than that queued and its other tasks run between them.
 * (Posted all at once, 100k products' batches reach the page as one run of tasks with nothing
 * between them: npm run bench -- --only keeper.) `handedOver` holds what each `take` returned.
 */
function pacedHandOver(take: TakeCards) {
  const handedOver: unknown[] = [];
  return {
    handedOver,
    async give(cards: ProductCardRecord[]) {
      const behind = handedOver.length - BATCHES_AHEAD;
      if (behind >= 0) await handedOver[behind];
      handedOver.push(take(cards));
    },
    /** `cards` in batches of CARDS_PER_MESSAGE. */
    async giveAll(cards: readonly ProductCardRecord[]) {
      for (let at = 0; at < cards.length; at += CARDS_PER_MESSAGE)
        await this.give(cards.slice(at, at + CARDS_PER_MESSAGE));
    },
  };
}

/** A snapshot file's cards: the compact layout, decoded here, off the page's thread. */
async function fetchChunk(url: string): Promise<ProductCardRecord[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  try {
    return readSnapshotFile(await response.json());
  } catch {
    throw new Error(`${url} is not a snapshot file`);
  }
}

const fetchAll = async (urls: readonly string[]) => (await Promise.all(urls.map(fetchChunk))).flat();

/**
 * Merges changes into a snapshot's base as its files come, giving the same cards in the same order
 * as `mergeCards(base, changes)`: a changed product in its place, a hidden or deleted one left out,
 * a new one at the end.
 */
function changesMerger(changes: readonly ProductCardRecord[]) {
  const pending = new Map(changes.map((card) => [card.id, card]));
  return {
    /** A base file's cards with their changes. */
    merge(batch: ProductCardRecord[]): ProductCardRecord[] {
      if (pending.size === 0) return batch;
      const merged: ProductCardRecord[] = [];
      for (const card of batch) {
        const change = pending.get(card.id);
        if (!change) merged.push(card);
        else {
          pending.delete(card.id);
          if (isShown(change)) merged.push(change);
        }
      }
      return merged;
    },
    /** The changed products the base did not hold, shown ones only. */
    rest: () => [...pending.values()].filter(isShown),
  };
}

/**
 * The catalog's heavy work: downloading, parsing and checking the snapshot, reading and writing
 * IndexedDB, and sorting for the indexes. Run in a worker (catalog.worker.ts), so at 100k
 * products none of it is a long task on the page's thread; where no worker can start, the same
 * code runs in the page (catalog-keeper.ts).
 */
export function createKeeperCore(
  start: { cards: ProductCardRecord[]; meta: CatalogSyncMeta | undefined } = { cards: [], meta: undefined },
): KeeperCore {
  let { cards, meta } = start;
  let queue: Promise<unknown> = Promise.resolve();
  let storing: Promise<unknown> = Promise.resolve();

  /** `work` once the requests before it are answered and their catalogs stored. */
  function inTurn(work: () => Promise<KeeperAnswer>): Promise<KeeperAnswer> {
    const turn = queue.then(() => storing).then(work);
    queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Stores the catalog held, whole (`replace`) or where `changed` touched it; a full disk or a
   * closed connection leaves the previous record.
   */
  async function store(changed: ProductCardRecord[], next: CatalogSyncMeta, replace: boolean) {
    try {
      await writeSnapshot(cards, next, replace ? undefined : changed);
      meta = next;
    } catch (error) {
      // The watermark was not stored either, so the next sync asks for the same products again.
      console.error('Failed to store the catalog on this device:', error);
    }
  }

  /**
   * The answer for the catalog now, given once every batch of cards handed over has been taken
   * (they may travel by another port than the answer, so their order is not otherwise kept).
   */
  async function answer(handedOver: readonly unknown[], next = meta): Promise<KeeperAnswer> {
    const parts = catalogIndexParts(cards);
    await Promise.all(handedOver);
    return { meta: next, parts };
  }

  function answerThenStore(
    handedOver: readonly unknown[],
    changed: ProductCardRecord[],
    next: CatalogSyncMeta,
    replace: boolean,
    stored: TakeStored,
  ): Promise<KeeperAnswer> {
    const answered = answer(handedOver, next);
    storing = answered
      .then(() => store(changed, next, replace))
      .then(() => stored(meta))
      .catch(() => undefined);
    return answered;
  }

  return {
    read: (take) =>
      inTurn(async () => {
        [cards, meta] = await Promise.all([readSnapshot(), readSyncMeta()]);
        const pace = pacedHandOver(take);
        await pace.giveAll(cards);
        return answer(pace.handedOver);
      }),
    bundle: (urls, next, take, stored, changeUrls = []) =>
      inTurn(async () => {
        // The first file (the lowest ids: the listing's first screen) alone, so it is not held up
        // behind the others, then the rest side by side, handed on in order and paced. The
        // changes come beside the first file: each base file is handed on with its changes.
        const [firstUrl, ...rest] = urls;
        const [first, changes] = await Promise.all([
          firstUrl === undefined ? [] : fetchChunk(firstUrl),
          fetchAll(changeUrls),
        ]);
        const merger = changesMerger(changes);
        const pace = pacedHandOver(take);
        const merged = merger.merge(first);
        await pace.give(merged);
        const all = [...merged];
        const files = rest.map((url) => fetchChunk(url));
        // A failure is met in order below; the files after it are not waited for.
        for (const file of files) file.catch(() => undefined);
        for (const file of files) {
          const batch = merger.merge(await file);
          await pace.giveAll(batch);
          for (const card of batch) all.push(card);
        }
        const added = merger.rest();
        await pace.giveAll(added);
        for (const card of added) all.push(card);
        cards = all;
        return answerThenStore(pace.handedOver, cards, next, true, stored);
      }),
    mergeFiles: (urls, next, take, stored) =>
      inTurn(async () => {
        const held = new Map(cards.map((card) => [card.id, card.updatedAt]));
        // A change older than the device's copy (read from Firestore since) is not taken.
        const changes = (await fetchAll(urls)).filter((card) => card.updatedAt >= (held.get(card.id) ?? 0));
        const pace = pacedHandOver(take);
        await pace.giveAll(changes);
        cards = mergeCards(cards, changes);
        return answerThenStore(pace.handedOver, changes, next, false, stored);
      }),
    apply: (changed, next, replace, stored) =>
      inTurn(() => {
        cards = replace ? shownCards(changed) : mergeCards(cards, changed);
        return answerThenStore([], changed, next, replace, stored);
      }),
  };
}
