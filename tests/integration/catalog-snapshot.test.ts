import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { currentBundle } from '@/features/catalog/api/catalog-bundle';
import { closeCatalogDb } from '@/features/catalog/local-db/catalog-db';
import { createCatalogKeeper, type CatalogKeeper } from '@/features/catalog/local-db/catalog-keeper';
import { readSnapshot } from '@/features/catalog/local-db/catalog-snapshot';
import { syncCatalog } from '@/features/catalog/local-db/catalog-sync';
import { readSnapshotFile } from '@/domain/snapshot-files';
import type { Product, ProductCardRecord } from '@/features/catalog/types';

import seededCatalog from '../../catalog/products.json';
import {
  clearFirestore,
  deleteDocuments,
  HOSTS,
  readDocument,
  rebuildCatalogNow,
  withoutTriggers,
  writeDocuments,
} from '../../scripts/lib/emulator-rest.mjs';
import { productDocument } from '../../scripts/seed.mjs';
import { generateCatalog } from '../../scripts/synthetic-catalog.mjs';
import type { AnsweredQuery } from '../support/counted-reads';
import { resetWith } from '../support/emulators';
import { byId, serverCatalog, until } from '../support/server-catalog';

/*
 * The catalog's snapshot as the server keeps it current (functions/src/catalog/catalog-snapshot.ts),
 * served through Hosting at /catalog/ as the CDN would cache it, and taken by devices: a product
 * written on the desk reaches a new device's first visit through the rebuilt snapshot, and a
 * returning device downloads only the changes files. Firestore reads are counted as in
 * catalog-removals.test.ts.
 */

/** Every Firestore query the app's code runs, with the documents it answered. */
const answered = vi.hoisted((): AnsweredQuery[] => []);
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const firestore = await importOriginal<typeof import('firebase/firestore/lite')>();
  const { countingGetDocs } = await import('../support/counted-reads');
  return {
    ...firestore,
    getDocs: countingGetDocs(firestore.getDocs, answered),
  };
});

const SITE = `http://${HOSTS.hosting}`;
const COUNT = 600;
const DAY = 24 * 60 * 60 * 1000;
const started = Date.now();
/**
 * The catalog as it was a day ago, its changes more than a minute apart (as a shop's are, at a
 * change or two a minute): two base files, of 250 and 350.
 */
const catalog: Product[] = generateCatalog(COUNT, 4242).map((product: Product, at: number) => ({
  ...product,
  id: 2_000_001 + at,
  updatedAt: started - DAY - at * 61_000,
  createdAt: started - 2 * DAY,
}));

/** Runs the rebuild now, as `rebuildCatalog` does every minute once deployed. */
const rebuild = rebuildCatalogNow;

/**
 * The cards without their dates: a snapshot's base file dates its cards by its watermark and
 * carries no `createdAt` (src/domain/compact-cards.ts).
 */
const undated = (cards: readonly ProductCardRecord[]) =>
  cards.map(({ createdAt: _createdAt, updatedAt: _updatedAt, ...card }) => card);

/** The item at `at`, which the test made sure is there. */
const nth = <T>(items: readonly T[], at: number): T => {
  const item = items[at];
  if (item === undefined) throw new Error(`No item at ${at}`);
  return item;
};

/** The addresses a device fetched during `work`. */
async function fetchedDuring(work: () => Promise<unknown>) {
  const spy = vi.spyOn(globalThis, 'fetch');
  try {
    await work();
    return spy.mock.calls.map(([url]) => new URL(String(url instanceof Request ? url.url : url)).pathname);
  } finally {
    spy.mockRestore();
  }
}

async function syncDevice(keeper: CatalogKeeper) {
  return syncCatalog(keeper, await currentBundle(SITE));
}

describe('the server’s catalog snapshot', () => {
  beforeAll(async () => {
    // Cleared with the functions' triggers off: the products before would each get a tombstone,
    // a change the snapshot would carry.
    await withoutTriggers(clearFirestore);
    await resetWith(catalog);
    await closeCatalogDb();
    await deleteDB('eshop');
  }, 120_000);

  beforeEach(() => {
    answered.length = 0;
  });

  afterAll(async () => {
    await closeCatalogDb();
    await withoutTriggers(clearFirestore);
    await resetWith(seededCatalog);
  }, 120_000);

  it('is empty before its first rebuild, so devices take the build’s', async () => {
    const manifest = await fetch(`${SITE}/catalog/manifest.json`);
    expect(await manifest.json()).toEqual({ watermark: 0, baseWatermark: 0, base: [], changes: [] });
    expect(await currentBundle(SITE)).toEqual({ watermark: 0, chunks: [] });
  });

  it('is cut from the whole catalog once, then served through Hosting: the manifest for a minute, the files for good', async () => {
    expect(await rebuild()).toMatchObject({ cut: 'first', files: 2, changeCards: 0 });

    const answer = await fetch(`${SITE}/catalog/manifest.json`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    const manifest = (await answer.json()) as { watermark: number; base: string[]; changes: string[] };
    expect(manifest.base).toHaveLength(2);
    expect(manifest.changes).toEqual([]);
    expect(manifest.watermark).toBe(Math.max(...catalog.map((product) => product.updatedAt)));

    const files = await Promise.all(manifest.base.map((path) => fetch(`${SITE}${path}`)));
    expect(files.map((file) => file.headers.get('cache-control'))).toEqual(
      Array(2).fill('public, max-age=31536000, immutable'),
    );
    const cards = (await Promise.all(files.map((file) => file.json()))).flatMap(readSnapshotFile);
    expect(cards.every((card) => card.updatedAt === manifest.watermark)).toBe(true);
    expect(undated(cards)).toEqual(undated(await serverCatalog()));

    expect((await fetch(`${SITE}/catalog/files/0123456789abcdef0123.json`)).status).toBe(404);
    expect((await fetch(`${SITE}/catalog/files/manifest`)).status).toBe(404);
    // The snapshot's documents are the functions' alone: a device reads them only through Hosting.
    expect(answered).toEqual([]);
  });

  it('brings a product written on the desk to a new device’s first visit, which then reads from Firestore only the last minute’s change again', async () => {
    const edited = { ...nth(catalog, 10), price: 12.5, title: 'Repriced on the desk', updatedAt: Date.now() };
    await writeDocuments([productDocument(edited)]);
    const rebuiltAt = Date.now();
    // The rebuild asks from a minute before the base's watermark, so the newest product of the base
    // is read again and joins the edit in the day's file.
    expect(await rebuild()).toMatchObject({
      cut: 'changes',
      files: 1,
      changeCards: 2,
      watermark: edited.updatedAt,
    });
    console.info(`Rebuilt with one change in ${Date.now() - rebuiltAt} ms.`);

    const device = createCatalogKeeper({ worker: false });
    const fetched = await fetchedDuring(() => syncDevice(device));

    // The two base files and the day's changes file.
    expect(fetched.filter((path) => path.startsWith('/catalog/files/'))).toHaveLength(3);
    expect(device.cards.find((card) => card.id === edited.id)).toMatchObject({
      price: 12.5,
      title: 'Repriced on the desk',
    });
    expect(undated(byId(device.cards))).toEqual(undated(await serverCatalog()));
    // Only the changes after the manifest's watermark (none) and its last minute, asked again.
    expect(answered).toHaveLength(2);
    expect(answered.flatMap(({ paths }) => paths)).toEqual([`Products/${edited.id}`]);
    expect(device.meta?.highWaterMark).toBe(edited.updatedAt);
    device.close();
  });

  it('gives a returning device only the changes files, deletions included', async () => {
    const device = createCatalogKeeper({ worker: false });
    await device.read();
    const before = device.meta?.highWaterMark ?? 0;
    // Written a minute and more after the device's watermark, so its sync's overlap reads none.
    const repriced = { ...nth(catalog, 20), price: 3.5, updatedAt: before + 90_000 };
    await writeDocuments([productDocument(repriced)]);
    await deleteDocuments([`Products/${nth(catalog, 30).id}`]);
    await until(
      async () => (await readDocument(`CatalogRemovals/${nth(catalog, 30).id}`)) !== undefined,
      60_000,
    );
    const rebuilt = await rebuild();
    expect(rebuilt).toMatchObject({ cut: 'changes', files: 1, changeCards: 4 });
    answered.length = 0;

    const fetched = await fetchedDuring(() => syncDevice(device));

    const files = fetched.filter((path) => path.startsWith('/catalog/files/'));
    expect(files).toHaveLength(1);
    expect(device.cards.some((card) => card.id === nth(catalog, 30).id)).toBe(false);
    expect(device.cards.find((card) => card.id === repriced.id)?.price).toBe(3.5);
    expect(undated(byId(device.cards))).toEqual(undated(await serverCatalog()));
    expect(undated(byId(await readSnapshot()))).toEqual(undated(await serverCatalog()));
    expect(device.meta?.highWaterMark).toBe(rebuilt.watermark);
    device.close();
  });

  it('is nothing new when nothing changed: the rebuild writes no file', async () => {
    expect(await rebuild()).toMatchObject({ cut: 'none', files: 0 });
  });
});
