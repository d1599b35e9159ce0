import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { closeCatalogDb } from '@/features/catalog/local-db/catalog-db';
import { createCatalogKeeper, type CatalogKeeper } from '@/features/catalog/local-db/catalog-keeper';
import { readSnapshot } from '@/features/catalog/local-db/catalog-snapshot';
import { SYNC_OVERLAP_MS, syncCatalog, type CatalogBundle } from '@/features/catalog/local-db/catalog-sync';
import { toCardRecord } from '@/features/catalog/logic/card-record';
import type { Product } from '@/features/catalog/types';

import seededCatalog from '../../catalog/products.json';
import {
  clearFirestore,
  deleteDocuments,
  listDocuments,
  readDocument,
  withoutTriggers,
  writeDocuments,
} from '../../scripts/lib/emulator-rest.mjs';
import { productDocument } from '../../scripts/seed.mjs';
import { generateCatalog } from '../../scripts/synthetic-catalog.mjs';
import { billedReads, type AnsweredQuery } from '../support/counted-reads';
import { resetWith } from '../support/emulators';
import { serverCatalog, until, withoutCreatedAt } from '../support/server-catalog';

/*
 * A returning device's catalog sync against the emulators, counting what it reads from Firestore
 * as Firestore bills it: every document a query answers, and 1 for a query that answers none.
 * The device last synced two days ago; since then 1 % of a 10k catalog changed (two of those
 * products were hidden) and 10 products were deleted, which the catalogRemovals function turns
 * into tombstones. The device must read those 110 documents and nothing else, and end with the
 * server's catalog. The file loads its own catalog and puts the seeded one back afterwards.
 */

/** Every Firestore query the app's code runs, with the documents it answered. */
const answered = vi.hoisted((): AnsweredQuery[] => []);
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const firestore = await importOriginal<typeof import('firebase/firestore/lite')>();
  const { countingGetDocs } = await import('../support/counted-reads');
  return {
    ...firestore,
    getDocs: countingGetDocs(firestore.getDocs, answered),
    getDoc: () => Promise.reject(new Error('The catalog sync reads no single document.')),
  };
});

const DAY = 24 * 60 * 60 * 1000;
const COUNT = 10_000;
const now = Date.now();
const lastSync = now - 2 * DAY;

/**
 * The catalog as it was at the device's last sync: every change two days old or older, and more
 * than the minute a sync asks again (SYNC_OVERLAP_MS) before it.
 */
const catalog: Product[] = generateCatalog(COUNT, 2027).map((product: Product, at: number) => ({
  ...product,
  id: 1 + at,
  updatedAt: lastSync - SYNC_OVERLAP_MS - at * 1000,
  createdAt: lastSync - SYNC_OVERLAP_MS - at * 1000 - DAY,
}));
/** 1 %: every hundredth product, repriced since (and two of them hidden by the operator). */
const changed = catalog
  .filter((product) => product.id % 100 === 0)
  .map((product, at) => ({
    ...product,
    price: product.price + 1,
    updatedAt: now - DAY + at * 1000,
    ...(at < 2 ? { hidden: true } : {}),
  }));
/** Ten other products, deleted since. */
const deleted = catalog.filter((product) => product.id % 100 === 50).slice(0, 10);

const tombstones = () => listDocuments('CatalogRemovals');

/**
 * The documents of `collection` a sync from `watermark` reads again: those changed in the minute
 * before it (SYNC_OVERLAP_MS), by path.
 */
async function askedAgain(collection: string, watermark: number) {
  const documents = (await listDocuments(collection)) as { id: string; updatedAt: string }[];
  return documents
    .filter((document) => Date.parse(document.updatedAt) > watermark - SYNC_OVERLAP_MS)
    .map((document) => `${collection}/${document.id}`);
}

/** A build whose snapshot is older than the device's catalog: the device does not take it. */
const bundle: CatalogBundle = { watermark: lastSync - DAY, chunks: ['/assets/catalog-not-fetched.json'] };

/** The device as it comes back: its catalog and sync record read from IndexedDB. */
async function returningDevice(): Promise<CatalogKeeper> {
  const keeper = createCatalogKeeper({ worker: false });
  await keeper.read();
  return keeper;
}

describe('a returning device reads only what changed, deletions included', () => {
  beforeAll(async () => {
    const started = Date.now();
    // Written with the functions' triggers off: the product notices function would otherwise run
    // once for each of 10k products.
    await withoutTriggers(async () => {
      await resetWith(catalog);
      // The device's last sync, two days ago: the whole catalog as it was then, stored.
      await closeCatalogDb();
      await deleteDB('eshop');
      const device = createCatalogKeeper({ worker: false });
      await device.apply(
        catalog.map(toCardRecord),
        { highWaterMark: lastSync, fullSyncAt: lastSync - DAY, syncedAt: lastSync },
        true,
      );
      await device.read();
      device.close();
      // What changed since, written as the desk writes it.
      await writeDocuments(changed.map(productDocument));
    });
    expect(await tombstones()).toEqual([]);
    // Deletions, one after another as an operator makes them, which the catalogRemovals function
    // turns into tombstones. (Deleted at once, each starts a worker of its own in the Functions
    // emulator, and the host's cores take minutes to start them all.)
    for (const product of deleted) {
      await deleteDocuments([`Products/${product.id}`]);
      await until(async () => (await readDocument(`CatalogRemovals/${product.id}`)) !== undefined, 60_000);
    }
    expect(await tombstones()).toHaveLength(deleted.length);
    console.info(`Set up in ${Math.round((Date.now() - started) / 1000)} s.`);
  }, 420_000);

  afterAll(async () => {
    await closeCatalogDb();
    // The 10k products cleared with the functions' triggers off: catalogRemovals would otherwise
    // queue a run for each, and the Functions emulator would be busy with them for the files after
    // this one. Then the seeded catalog back, as the emulators started with it; its 109 writes wake
    // the product notices function as the emulators' own seeding does.
    await withoutTriggers(clearFirestore);
    await resetWith(seededCatalog);
  }, 420_000);

  it('reads the 100 changed products and the 10 tombstones, and ends with the server’s catalog', async () => {
    const keeper = await returningDevice();
    expect(keeper.cards).toHaveLength(COUNT);
    expect(answered).toEqual([]);

    const synced = await syncCatalog(keeper, bundle);

    const read = answered.flatMap(({ paths }) => paths).sort();
    const expected = [
      ...changed.map((product) => `Products/${product.id}`),
      ...deleted.map((product) => `CatalogRemovals/${product.id}`),
    ].sort();
    expect(read).toEqual(expected);
    expect(answered).toHaveLength(2);
    expect(billedReads(answered)).toBe(110);
    console.info(
      `Catalog sync of a device two days behind: ${billedReads(answered)} billed reads for ${COUNT} products ` +
        `(${changed.length} changed, ${deleted.length} deleted).`,
    );

    const server = await serverCatalog();
    expect(server).toHaveLength(COUNT - deleted.length - 2);
    expect(withoutCreatedAt(synced)).toEqual(withoutCreatedAt(server));
    expect(withoutCreatedAt(await readSnapshot())).toEqual(withoutCreatedAt(server));
    keeper.close();
  });

  it('then reads only the last minute’s changes again, and keeps a product written again after its deletion', async () => {
    answered.length = 0;
    let keeper = await returningDevice();
    const watermark = keeper.meta?.highWaterMark ?? 0;
    // Nothing changed: only what changed in the minute before the watermark is read again (the
    // last tombstones, written one after another), and a query that answers none is billed a read.
    const products = await askedAgain('Products', watermark);
    const removals = await askedAgain('CatalogRemovals', watermark);
    await syncCatalog(keeper, bundle);
    expect(answered.flatMap(({ paths }) => paths).sort()).toEqual([...products, ...removals].sort());
    expect(billedReads(answered)).toBe(Math.max(1, products.length) + Math.max(1, removals.length));
    console.info(
      `A sync with nothing new: ${billedReads(answered)} billed reads (the last minute's ${products.length + removals.length} documents again).`,
    );
    keeper.close();

    const [written] = deleted;
    if (!written) throw new Error('no product was deleted');
    // Written again after its tombstone: the newer write wins.
    const back = { ...written, title: `${written.title} (back)`, updatedAt: Date.now() };
    await writeDocuments([productDocument(back)]);
    answered.length = 0;
    keeper = await returningDevice();
    const synced = await syncCatalog(keeper, bundle);
    const read = answered.flatMap(({ paths }) => paths);
    expect(read.filter((path) => path.startsWith('Products/'))).toEqual([`Products/${written.id}`]);
    expect(read.filter((path) => path.startsWith('CatalogRemovals/')).sort()).toEqual(
      (await askedAgain('CatalogRemovals', watermark)).sort(),
    );
    expect(synced.find((card) => card.id === written.id)?.title).toBe(back.title);
    expect(withoutCreatedAt(synced)).toEqual(withoutCreatedAt(await serverCatalog()));
    keeper.close();
  });
});
