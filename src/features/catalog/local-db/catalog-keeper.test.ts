import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { generateCatalog } from '../../../../scripts/synthetic-catalog.mjs';
import { indexPartsOf } from '../logic/catalog-indexes';
import { mergeCards, toCardRecord } from '../logic/card-record';
import { buildListingIndex, listingIndexOf, type ListingQuery } from '../logic/listing-index';
import { buildProductSearch } from '../logic/search/product-search';
import { productSearchOf } from '../search';
import type { ProductCardRecord } from '../types';
import { closeCatalogDb } from './catalog-db';
import { CARDS_PER_MESSAGE, createKeeperCore } from './catalog-keeper-core';
import { createCatalogKeeper, KEEPER_CLOSED } from './catalog-keeper';
import { readSnapshot, writeSnapshot } from './catalog-snapshot';
import { eventually } from '../../../../tests/support/eventually';

const META = { highWaterMark: 1, fullSyncAt: 2, syncedAt: 3 };
const cardsOf = (count: number, seed = 1) => generateCatalog(count, seed).map(toCardRecord);
const ids = (cards: readonly { id: number }[]) => cards.map((card) => card.id);

/** The item at `at`, which the test made sure is there. */
const nth = <T>(items: readonly T[], at: number): T => {
  const item = items[at];
  if (item === undefined) throw new Error(`No item at ${at}`);
  return item;
};

const queries: ListingQuery[] = [
  { categories: [], brands: [], inStock: false, priceRange: [0, 5000], sort: 'none', page: 1 },
  {
    categories: ['Audio & Headphones'],
    brands: [],
    inStock: true,
    priceRange: [100, 900],
    sort: 'asc',
    page: 2,
  },
  { categories: [], brands: ['Sony', 'Apple'], inStock: false, priceRange: [0, 3000], sort: 'desc', page: 1 },
];

/** The keeper's indexes answer exactly as indexes built from scratch on the page would. */
function expectIndexesAsIfBuilt(cards: ProductCardRecord[]) {
  expect(indexPartsOf(cards)).toBeDefined();
  const fresh = buildListingIndex(cards);
  for (const query of queries) {
    const kept = listingIndexOf(cards).query(query, 18);
    const built = fresh.query(query, 18);
    expect(ids(kept.items)).toEqual(ids(built.items));
    expect(kept.total).toBe(built.total);
  }
  const search = buildProductSearch(cards);
  for (const text of ['so', 'App', 'samsung g', 'laptop 16gb', 'zz']) {
    const kept = productSearchOf(cards).search(text);
    const built = search.search(text);
    expect(ids(kept.items)).toEqual(ids(built.items));
    expect(kept.total).toBe(built.total);
  }
}

/**
 * A page that takes the keeper's batches only when told to. `handedOver(n)` resolves once n
 * batches have reached it, however long the keeper takes to read them.
 */
function slowPage() {
  const batches: ProductCardRecord[][] = [];
  const done: (() => void)[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  return {
    batches,
    take: (batch: ProductCardRecord[]) =>
      new Promise<void>((resolve) => {
        batches.push(batch);
        done.push(resolve);
        for (const wait of waiting.filter(({ count }) => batches.length >= count)) wait.resolve();
      }),
    handedOver: (count: number) =>
      new Promise<void>((resolve) => {
        if (batches.length >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    finishTaking: (batch: number) => done[batch]?.(),
  };
}

/** Resolves once every callback and promise already queued has run: a turn of the event loop, not a span of time. */
const everythingQueuedHasRun = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(async () => {
  await closeCatalogDb();
  await deleteDB('eshop');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the catalog keeper', () => {
  it('stores a catalog and hands it back, over several messages, to the next visit with its indexes made', async () => {
    const cards = cardsOf(2 * CARDS_PER_MESSAGE + 5);
    const first = createCatalogKeeper({ worker: false });
    expect(ids(await first.apply(cards, META, true))).toEqual(ids(cards));

    const next = createCatalogKeeper({ worker: false });
    const stored = await next.read();
    expect(ids(stored).sort((a, b) => a - b)).toEqual(ids(cards).sort((a, b) => a - b));
    expect(next.meta).toEqual(META);
    expect(next.cards).toBe(stored);
    expectIndexesAsIfBuilt(stored);
  });

  it('hands a stored catalog over two batches ahead of the page, not all at once', async () => {
    // Three batches, the last of one card: enough to see the third wait for the page.
    const cards = cardsOf(2 * CARDS_PER_MESSAGE + 1);
    await writeSnapshot(cards, META);
    const page = slowPage();
    const reading = createKeeperCore().read(page.take);

    await page.handedOver(2);
    await everythingQueuedHasRun();
    expect(page.batches).toHaveLength(2);
    // Each batch the page takes lets one more go.
    page.finishTaking(0);
    await page.handedOver(3);
    page.finishTaking(1);
    page.finishTaking(2);
    const answer = await reading;

    expect(page.batches.map((batch) => batch.length)).toEqual([CARDS_PER_MESSAGE, CARDS_PER_MESSAGE, 1]);
    expect(ids(page.batches.flat())).toEqual(ids(cards).sort((a, b) => a - b));
    expect(answer.parts.search.size).toBe(cards.length);
  });

  it('merges changes in the order the page merges them, and stores them', async () => {
    const keeper = createCatalogKeeper({ worker: false });
    const base = await keeper.apply(cardsOf(300), META, true);
    const changed = [
      { ...base[10], price: 1, updatedAt: 9 } as ProductCardRecord,
      ...cardsOf(3, 99).map((card, at) => ({ ...card, id: 10_000 + at })),
    ];
    const merged = await keeper.apply(changed, { ...META, highWaterMark: 9 }, false);
    expect(ids(merged)).toEqual(ids(mergeCards(base, changed)));
    expect(merged[10]?.price).toBe(1);
    expect(keeper.meta?.highWaterMark).toBe(9);
    expect(await readSnapshot()).toHaveLength(303);
    expectIndexesAsIfBuilt(merged);
  });

  describe('with the build snapshot', () => {
    const files = new Map<string, Promise<Response>>();
    beforeEach(() => {
      files.clear();
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) => files.get(url) ?? Promise.resolve(new Response('Not found', { status: 404 }))),
      );
    });

    it('gives the first file as soon as it is here, then the whole snapshot, stored', async () => {
      const cards = cardsOf(500);
      let sendSecond: (response: Response) => void = () => undefined;
      files.set('/c0.json', Promise.resolve(Response.json(cards.slice(0, 250))));
      files.set('/c1.json', new Promise((resolve) => (sendSecond = resolve)));
      const keeper = createCatalogKeeper({ worker: false });
      const firstCards = new Promise<ProductCardRecord[]>((resolve) => {
        void keeper.loadBundle(['/c0.json', '/c1.json'], META, resolve).then((loaded) => {
          expect(ids(loaded)).toEqual(ids(cards));
        });
      });
      expect(ids(await firstCards)).toEqual(ids(cards.slice(0, 250)));
      expect(keeper.cards).toEqual([]);

      sendSecond(Response.json([...cards.slice(250), { id: 'not a card' }]));
      await eventually(() => expect(keeper.cards).toHaveLength(500));
      expect(await readSnapshot()).toHaveLength(500);
      expectIndexesAsIfBuilt(keeper.cards);
    });

    it("hands the snapshot's files over two batches ahead of the page, each file alone", async () => {
      const cards = cardsOf(4 * CARDS_PER_MESSAGE);
      const urls = [0, 1, 2, 3].map((file) => `/c${file}.json`);
      urls.forEach((url, file) =>
        files.set(
          url,
          Promise.resolve(
            Response.json(cards.slice(file * CARDS_PER_MESSAGE, (file + 1) * CARDS_PER_MESSAGE)),
          ),
        ),
      );
      const page = slowPage();
      const loading = createKeeperCore().bundle(urls, META, page.take, () => undefined);

      await page.handedOver(2);
      await everythingQueuedHasRun();
      expect(page.batches).toHaveLength(2);
      page.finishTaking(0);
      await page.handedOver(3);
      await everythingQueuedHasRun();
      expect(page.batches).toHaveLength(3);
      page.finishTaking(1);
      page.finishTaking(2);
      await page.handedOver(4);
      page.finishTaking(3);
      const answer = await loading;

      expect(page.batches.map((batch) => batch.length)).toEqual(Array(4).fill(CARDS_PER_MESSAGE));
      expect(ids(page.batches.flat())).toEqual(ids(cards));
      expect(answer.parts.search.size).toBe(cards.length);
    });

    it('cuts a file larger than a message into batches, the first file whole', async () => {
      const cards = cardsOf(3 * CARDS_PER_MESSAGE + 10);
      const firstFile = cards.slice(0, CARDS_PER_MESSAGE + 10);
      files.set('/c0.json', Promise.resolve(Response.json(firstFile)));
      files.set('/c1.json', Promise.resolve(Response.json(cards.slice(firstFile.length))));
      const batches: ProductCardRecord[][] = [];
      await createKeeperCore().bundle(
        ['/c0.json', '/c1.json'],
        META,
        (batch) => batches.push(batch),
        () => undefined,
      );

      expect(batches.map((batch) => batch.length)).toEqual([
        CARDS_PER_MESSAGE + 10,
        CARDS_PER_MESSAGE,
        CARDS_PER_MESSAGE,
      ]);
      expect(ids(batches.flat())).toEqual(ids(cards));
    });

    it("merges a snapshot's changes files into its base as mergeCards would, and stores the result", async () => {
      const cards = cardsOf(500);
      const repriced = { ...nth(cards, 3), price: 1, updatedAt: 9_000 };
      const hidden = { ...nth(cards, 260), hidden: true, updatedAt: 9_001 };
      const added = { ...nth(cardsOf(1, 9), 0), id: 1_000_000, updatedAt: 9_002 };
      files.set('/c0.json', Promise.resolve(Response.json(cards.slice(0, 250))));
      files.set('/c1.json', Promise.resolve(Response.json(cards.slice(250))));
      files.set('/d0.json', Promise.resolve(Response.json([repriced, hidden, added])));
      const keeper = createCatalogKeeper({ worker: false });

      const loaded = await keeper.loadBundle(['/c0.json', '/c1.json'], META, undefined, ['/d0.json']);

      const expected = mergeCards(cards, [repriced, hidden, added]);
      expect(ids(loaded)).toEqual(ids(expected));
      expect(loaded[3]?.price).toBe(1);
      expect(ids(loaded)).not.toContain(hidden.id);
      expect(loaded.at(-1)?.id).toBe(added.id);
      expect(ids((await readSnapshot()).sort((a, b) => a.id - b.id))).toEqual(
        ids([...expected].sort((a, b) => a.id - b.id)),
      );
      expectIndexesAsIfBuilt(keeper.cards);
    });

    it('merges changes files into the catalog held, skipping a change older than its copy', async () => {
      const cards = cardsOf(30);
      const keeper = createCatalogKeeper({ worker: false });
      await keeper.apply(cards, META, true);
      const newer = { ...nth(cards, 1), price: 7, updatedAt: nth(cards, 1).updatedAt + 10 };
      const older = { ...nth(cards, 2), price: 8, updatedAt: nth(cards, 2).updatedAt - 10 };
      const deleted = { ...nth(cards, 4), hidden: true, updatedAt: nth(cards, 4).updatedAt + 10 };
      files.set('/d0.json', Promise.resolve(Response.json([newer, older, deleted])));
      const next = { ...META, highWaterMark: 60 };

      const merged = await keeper.mergeFiles(['/d0.json'], next);

      expect(merged).toHaveLength(29);
      expect(merged[1]?.price).toBe(7);
      expect(merged[2]).toEqual(cards[2]);
      expect(ids(merged)).not.toContain(nth(cards, 4).id);
      await eventually(() => expect(keeper.meta).toEqual(next));
      const stored = await readSnapshot();
      expect(stored).toHaveLength(29);
      expect(stored.find((card) => card.id === nth(cards, 1).id)?.price).toBe(7);
      expectIndexesAsIfBuilt(keeper.cards);
    });

    it('changes nothing when a file cannot be read', async () => {
      const keeper = createCatalogKeeper({ worker: false });
      const before = await keeper.apply(cardsOf(20), META, true);
      files.set('/c0.json', Promise.resolve(Response.json(cardsOf(250, 5))));
      await expect(
        keeper.loadBundle(['/c0.json', '/missing.json'], { ...META, highWaterMark: 50 }),
      ).rejects.toThrow('/missing.json answered 404');
      expect(keeper.cards).toBe(before);
      expect(keeper.meta).toEqual(META);
      expect(await readSnapshot()).toHaveLength(20);
    });
  });

  it('rejects the calls left unanswered when it is closed, and every later call', async () => {
    const keeper = createCatalogKeeper({ worker: false });
    await keeper.apply(cardsOf(40), META, true);
    const unanswered = keeper.read();
    keeper.close();
    await expect(unanswered).rejects.toThrow(KEEPER_CLOSED);
    await expect(keeper.read()).rejects.toThrow(KEEPER_CLOSED);
    await expect(keeper.apply(cardsOf(3), META, false)).rejects.toThrow(KEEPER_CLOSED);
    await expect(keeper.loadBundle(['/c0.json'], META)).rejects.toThrow(KEEPER_CLOSED);
    expect(keeper.cards).toHaveLength(40);
  });

  it('keeps the catalog in the page when the worker cannot start', async () => {
    const first = createCatalogKeeper({ worker: false });
    await first.apply(cardsOf(40), META, true);
    class BrokenWorker extends EventTarget {
      constructor() {
        super();
        setTimeout(() => this.dispatchEvent(new Event('error', { cancelable: true })), 0);
      }
      postMessage() {
        // A worker whose script did not load never answers.
      }
      terminate() {
        // Nothing runs.
      }
    }
    vi.stubGlobal('Worker', BrokenWorker);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const keeper = createCatalogKeeper();
    expect(await keeper.read()).toHaveLength(40);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('keeping the catalog in the page'));
  });

  describe('in its worker, through Comlink', () => {
    /** The page's end of a channel whose far end runs catalog.worker.ts, as a worker would. */
    let page: MessagePort;
    const terminate = vi.fn();
    beforeAll(async () => {
      const { port1, port2 } = new MessageChannel();
      page = port1;
      vi.stubGlobal('self', port2);
      await import('./catalog.worker');
      vi.unstubAllGlobals();
    });
    beforeEach(() => {
      // `new Worker(…)` gives the page's end of the channel.
      vi.stubGlobal('Worker', function ChannelWorker() {
        return Object.assign(page, { terminate });
      });
    });

    it('stores a catalog and hands it back with its index parts, over several batches', async () => {
      const cards = cardsOf(2 * CARDS_PER_MESSAGE + 5);
      const first = createCatalogKeeper();
      expect(ids(await first.apply(cards, META, true))).toEqual(ids(cards));
      expectIndexesAsIfBuilt(first.cards);

      const next = createCatalogKeeper();
      const stored = await next.read();
      expect(ids(stored)).toEqual(ids(cards));
      expect(next.meta).toEqual(META);
      expectIndexesAsIfBuilt(stored);
    });

    it('rejects the calls left unanswered when it is closed, and stops the worker', async () => {
      const keeper = createCatalogKeeper();
      const unanswered = keeper.read();
      keeper.close();
      await expect(unanswered).rejects.toThrow(KEEPER_CLOSED);
      await expect(keeper.read()).rejects.toThrow(KEEPER_CLOSED);
      expect(terminate).toHaveBeenCalled();
    });
  });
});
