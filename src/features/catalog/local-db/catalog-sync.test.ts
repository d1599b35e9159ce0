import 'fake-indexeddb/auto';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  aFreshCatalogDevice,
  askedFrom,
  fetchRemovals,
  fetchSince,
  laptop,
  NO_BUNDLE,
  phone,
  T0,
  tombstone,
} from '../../../../tests/support/catalog-sync-setup';
import { aProduct } from '../../../../tests/support/factories';
import { toCardRecord } from '../logic/card-record';
import { catalogChanges } from '@/domain/catalog-changes';
import { openCatalogDb } from './catalog-db';
import { createCatalogKeeper, type CatalogKeeper } from './catalog-keeper';
import { readSnapshot } from './catalog-snapshot';
import { syncCatalog, type CatalogBundle } from './catalog-sync';

/** The keeper in the page: the same code the worker runs. */
let keeper: CatalogKeeper;

const DAY = 24 * 60 * 60 * 1000;
const ids = (cards: { id: number }[]) => cards.map((card) => card.id);
const storedIds = async () => ids(await readSnapshot()).sort((a, b) => a - b);

beforeEach(async () => {
  keeper = await aFreshCatalogDevice();
});

describe('catalog sync', () => {
  it('reads every product once on a first sync without a snapshot, and keeps card fields on the device', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    const snapshot = await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    expect(fetchSince).toHaveBeenCalledWith(0);
    // Nothing to remove from an empty catalog: the tombstones are not asked for.
    expect(fetchRemovals).not.toHaveBeenCalled();
    expect(ids(snapshot)).toEqual([1, 2]);
    const stored = await readSnapshot();
    expect(stored).toHaveLength(2);
    expect(stored[0]).not.toHaveProperty('description');
    expect(stored[0]).toMatchObject({
      id: 1,
      title: laptop.title,
      price: laptop.price,
      images: laptop.images,
    });
  });

  it('then asks only for what changed since the newest change seen, and merges it', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const repriced = { ...laptop, price: 10, updatedAt: T0 + 1 };
    const added = aProduct({ id: 3, updatedAt: T0 + 2 });
    fetchSince.mockResolvedValue([repriced, added]);
    const second = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 60_000 });
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(phone.updatedAt));
    expect(fetchRemovals).toHaveBeenLastCalledWith(askedFrom(phone.updatedAt));
    expect(second.map((product) => [product.id, product.price])).toEqual([
      [1, 10],
      [2, phone.price],
      [3, added.price],
    ]);
    expect(await storedIds()).toEqual([1, 2, 3]);
  });

  it('drops a deleted product when its tombstone comes, days later, without reading the whole catalog', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    fetchSince.mockResolvedValue([]);
    fetchRemovals.mockResolvedValue([tombstone(1, T0 + 5)]);
    const later = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 3 * DAY });
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(phone.updatedAt));
    expect(fetchSince.mock.calls.filter(([since]) => since === 0)).toHaveLength(1);
    expect(ids(later)).toEqual([2]);
    expect(await storedIds()).toEqual([2]);
    // The tombstone counts for the watermark: it is not asked for again.
    fetchRemovals.mockResolvedValue([]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 3 * DAY + 60_000 });
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(T0 + 5));
    expect(fetchRemovals).toHaveBeenLastCalledWith(askedFrom(T0 + 5));
  });

  it('keeps a product written again after its deletion, and drops one deleted after its last write', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const laptopAgain = { ...laptop, title: 'Laptop, back', updatedAt: T0 + 10 };
    const phoneChanged = { ...phone, price: 1, updatedAt: T0 + 3 };
    fetchSince.mockResolvedValue([laptopAgain, phoneChanged]);
    fetchRemovals.mockResolvedValue([tombstone(1, T0 + 5), tombstone(2, T0 + 6)]);
    const synced = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + DAY });
    expect(synced.map((card) => [card.id, card.title])).toEqual([[1, 'Laptop, back']]);
    expect(await storedIds()).toEqual([1]);
  });

  it('finds at the next sync a product written between its two reads, though a newer tombstone came', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    // The products are read first, just before the laptop is repriced at T0 + 10; the tombstones
    // a moment later, after the phone is deleted at T0 + 20: the watermark becomes T0 + 20.
    const repriced = { ...laptop, price: 10, updatedAt: T0 + 10 };
    fetchSince.mockResolvedValue([]);
    fetchRemovals.mockResolvedValue([tombstone(2, T0 + 20)]);
    expect(ids(await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 1000 }))).toEqual([1]);
    // The server as it is now: a query is answered with what changed after the time it asks from.
    fetchSince.mockImplementation((since: number) =>
      Promise.resolve([repriced].filter((product) => product.updatedAt > since)),
    );
    fetchRemovals.mockImplementation((since: number) =>
      Promise.resolve([tombstone(2, T0 + 20)].filter((product) => product.updatedAt > since)),
    );
    const next = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 2000 });
    expect(next.map((card) => [card.id, card.price])).toEqual([[1, 10]]);
    expect(keeper.meta?.highWaterMark).toBe(T0 + 20);
  });

  it('keeps the stored catalog when either network read fails', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    fetchSince.mockRejectedValue(new Error('offline'));
    await expect(syncCatalog(keeper, NO_BUNDLE, { now: T0 + 1000 })).rejects.toThrow('offline');
    fetchSince.mockResolvedValue([]);
    fetchRemovals.mockRejectedValue(new Error('offline'));
    await expect(syncCatalog(keeper, NO_BUNDLE, { now: T0 + 2000 })).rejects.toThrow('offline');
    expect(await readSnapshot()).toHaveLength(2);
    expect(keeper.meta?.highWaterMark).toBe(phone.updatedAt);
  });

  it('takes the whole catalog again when a stored page cannot be read back', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const db = await openCatalogDb();
    await db?.put('pages', { v: 2, id: 'not a column' } as never, 7);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await readSnapshot()).toEqual([]);

    // The next visit's keeper finds no catalog, so its sync reads it all again.
    keeper.close();
    keeper = createCatalogKeeper({ worker: false });
    await keeper.read();
    fetchSince.mockClear();
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 1000 });
    expect(fetchSince).toHaveBeenCalledWith(0);
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('keeps a good network read when storing it on the device fails', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await openCatalogDb();
    const full = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(ids(await syncCatalog(keeper, NO_BUNDLE, { now: T0 }))).toEqual([1, 2]);
    } finally {
      full.mockRestore();
    }
    expect(await readSnapshot()).toEqual([]);
  });
});

describe("a delta's changes", () => {
  it('are one record per product, the newer of its write and its tombstone', () => {
    const changes = catalogChanges(
      [
        { ...laptop, updatedAt: T0 + 10 },
        { ...phone, updatedAt: T0 + 3 },
      ],
      [tombstone(1, T0 + 5), tombstone(2, T0 + 6), tombstone(7, T0 + 7)],
    );
    expect(changes.map(({ id, updatedAt, hidden }) => [id, updatedAt, hidden === true])).toEqual([
      [1, T0 + 10, false],
      [2, T0 + 6, true],
      [7, T0 + 7, true],
    ]);
  });
});

describe('catalog sync with the build snapshot', () => {
  /** A snapshot of one file, served by a stand-in for fetch. */
  const bundleOf = (watermark: number, products = [laptop, phone]) => {
    const url = `/assets/catalog-${watermark}.json`;
    const cards = products.map(toCardRecord);
    served.set(url, () => Response.json(cards));
    return { watermark, chunks: [url] } satisfies CatalogBundle;
  };
  const served = new Map<string, () => Response>();
  const fetchFile = vi.fn((url: string) =>
    Promise.resolve(served.get(url)?.() ?? new Response('Not found', { status: 404 })),
  );
  const downloads = (bundle: CatalogBundle) =>
    fetchFile.mock.calls.filter(([url]) => bundle.chunks.includes(url)).length;

  beforeEach(() => {
    served.clear();
    fetchFile.mockClear();
    vi.stubGlobal('fetch', fetchFile);
    return () => vi.unstubAllGlobals();
  });

  it('loads a first visit from the snapshot, then asks Firestore only for what changed since', async () => {
    const bundle = bundleOf(phone.updatedAt);
    const added = aProduct({ id: 3, updatedAt: T0 + 5 });
    fetchSince.mockResolvedValue([added]);
    const shown: number[][] = [];
    const synced = await syncCatalog(keeper, bundle, {
      now: T0,
      onSnapshot: (cards) => shown.push(ids(cards)),
    });
    expect(shown).toEqual([[1, 2]]);
    expect(fetchSince).toHaveBeenCalledTimes(1);
    expect(fetchSince).toHaveBeenCalledWith(askedFrom(phone.updatedAt));
    expect(fetchRemovals).toHaveBeenCalledWith(askedFrom(phone.updatedAt));
    expect(ids(synced)).toEqual([1, 2, 3]);
    expect(await storedIds()).toEqual([1, 2, 3]);

    // The next sync starts from the newest product seen, not from the snapshot again.
    fetchSince.mockResolvedValue([]);
    await syncCatalog(keeper, bundle, { now: T0 + 60_000 });
    expect(downloads(bundle)).toBe(1);
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(added.updatedAt));
  });

  it('drops a product deleted after the snapshot was cut', async () => {
    const bundle = bundleOf(phone.updatedAt);
    fetchSince.mockResolvedValue([]);
    fetchRemovals.mockResolvedValue([tombstone(1, phone.updatedAt + 1)]);
    const synced = await syncCatalog(keeper, bundle, { now: T0 });
    expect(ids(synced)).toEqual([2]);
    expect(await storedIds()).toEqual([2]);
    expect(keeper.meta?.highWaterMark).toBe(phone.updatedAt + 1);
  });

  it('lets a snapshot newer than the local catalog replace it', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const repriced = { ...phone, price: 1, updatedAt: T0 + 100 };
    const later = bundleOf(T0 + 100, [repriced]);
    fetchSince.mockResolvedValue([]);
    const synced = await syncCatalog(keeper, later, { now: T0 + 1000 });
    expect(downloads(later)).toBe(1);
    expect(synced.map((card) => [card.id, card.price])).toEqual([[2, 1]]);
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(T0 + 100));
    expect(await storedIds()).toEqual([2]);
  });

  it('ignores a snapshot older than the local catalog', async () => {
    fetchSince.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const older = bundleOf(laptop.updatedAt, [aProduct({ id: 9, updatedAt: laptop.updatedAt })]);
    fetchSince.mockResolvedValue([]);
    const synced = await syncCatalog(keeper, older, { now: T0 + 1000 });
    expect(downloads(older)).toBe(0);
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(phone.updatedAt));
    expect(ids(synced)).toEqual([1, 2]);
  });

  it('keeps the snapshot when Firestore cannot be read after it', async () => {
    fetchSince.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const synced = await syncCatalog(keeper, bundleOf(phone.updatedAt), { now: T0 });
    expect(ids(synced)).toEqual([1, 2]);
    expect(await readSnapshot()).toHaveLength(2);
  });

  it('reads nothing from Firestore for a device without a catalog whose snapshot cannot be downloaded, and tries the snapshot again next time', async () => {
    const broken: CatalogBundle = { watermark: phone.updatedAt, chunks: ['/assets/catalog-later.json'] };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(syncCatalog(keeper, broken, { now: T0 })).rejects.toThrow('answered 404');
    expect(fetchSince).not.toHaveBeenCalled();
    expect(fetchRemovals).not.toHaveBeenCalled();
    expect(await readSnapshot()).toEqual([]);

    served.set('/assets/catalog-later.json', () => Response.json([laptop, phone].map(toCardRecord)));
    fetchSince.mockResolvedValue([]);
    expect(ids(await syncCatalog(keeper, broken, { now: T0 + 60_000 }))).toEqual([1, 2]);
    expect(fetchSince).toHaveBeenCalledWith(askedFrom(phone.updatedAt));
  });

  it("downloads only a server snapshot's changes files for a device as new as its base, then asks Firestore from its watermark", async () => {
    const base = bundleOf(phone.updatedAt);
    fetchSince.mockResolvedValue([]);
    await syncCatalog(keeper, base, { now: T0 });
    const repriced = { ...toCardRecord(laptop), price: 5, updatedAt: T0 + 200 };
    const deleted = { ...toCardRecord(phone), hidden: true, updatedAt: T0 + 300 };
    served.set('/catalog/files/changes.json', () => Response.json([repriced, deleted]));
    const current: CatalogBundle = {
      ...base,
      watermark: T0 + 300,
      baseWatermark: base.watermark,
      changes: ['/catalog/files/changes.json'],
    };

    const synced = await syncCatalog(keeper, current, { now: T0 + 1000 });

    expect(downloads(base)).toBe(1);
    expect(fetchFile.mock.calls.filter(([url]) => url === '/catalog/files/changes.json')).toHaveLength(1);
    expect(synced.map((card) => [card.id, card.price])).toEqual([[1, 5]]);
    expect(await storedIds()).toEqual([1]);
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(T0 + 300));
    expect(keeper.meta).toMatchObject({ highWaterMark: T0 + 300, fullSyncAt: T0 });
  });

  it("takes a server snapshot's base and changes whole on a first visit", async () => {
    const base = bundleOf(phone.updatedAt);
    const added = { ...toCardRecord(aProduct({ id: 3 })), updatedAt: T0 + 50 };
    served.set('/catalog/files/changes.json', () => Response.json([added]));
    fetchSince.mockResolvedValue([]);
    const synced = await syncCatalog(
      keeper,
      {
        ...base,
        watermark: T0 + 50,
        baseWatermark: base.watermark,
        changes: ['/catalog/files/changes.json'],
      },
      { now: T0 },
    );
    expect(ids(synced)).toEqual([1, 2, 3]);
    expect(await storedIds()).toEqual([1, 2, 3]);
    expect(fetchSince).toHaveBeenCalledWith(askedFrom(T0 + 50));
  });

  it('asks a device with a catalog whose newer snapshot cannot be downloaded what changed since its own watermark', async () => {
    fetchSince.mockResolvedValue([laptop]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const broken: CatalogBundle = { watermark: T0 + 100, chunks: ['/assets/missing.json'] };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchSince.mockResolvedValue([phone]);
    fetchRemovals.mockResolvedValue([tombstone(1, T0 + 50)]);
    expect(ids(await syncCatalog(keeper, broken, { now: T0 + 1000 }))).toEqual([2]);
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(laptop.updatedAt));
    expect(fetchRemovals).toHaveBeenLastCalledWith(askedFrom(laptop.updatedAt));
  });
});
