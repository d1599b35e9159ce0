import 'fake-indexeddb/auto';

import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  aFreshCatalogDevice,
  fetchAll,
  fetchSince,
  laptop,
  NO_BUNDLE,
  phone,
  T0,
} from '../../../../tests/support/catalog-sync-setup';
import { aProduct } from '../../../../tests/support/factories';
import { toCardRecord } from '../logic/card-record';
import { openCatalogDb } from './catalog-db';
import type { CatalogKeeper } from './catalog-keeper';
import { readSnapshot } from './catalog-snapshot';
import { FULL_SYNC_EVERY_MS, syncCatalog, type CatalogBundle } from './catalog-sync';

/** The keeper in the page: the same code the worker runs. */
let keeper: CatalogKeeper;

beforeEach(async () => {
  keeper = await aFreshCatalogDevice();
});

describe('catalog sync', () => {
  it('reads the whole catalog the first time and keeps card fields on the device', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    const snapshot = await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    expect(snapshot.map((product) => product.id)).toEqual([1, 2]);
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

  it('then asks only for products updated since the newest one seen, and merges them', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const repriced = { ...laptop, price: 10, updatedAt: T0 + 1 };
    const added = aProduct({ id: 3, updatedAt: T0 + 2 });
    fetchSince.mockResolvedValue([repriced, added]);
    const second = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 60_000 });
    expect(fetchSince).toHaveBeenCalledWith(phone.updatedAt);
    expect(second.map((product) => [product.id, product.price])).toEqual([
      [1, 10],
      [2, phone.price],
      [3, added.price],
    ]);
    expect((await readSnapshot()).map((product) => product.id).sort()).toEqual([1, 2, 3]);
  });

  it('re-reads everything once a day so deleted products disappear', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    fetchAll.mockResolvedValue([phone]);
    const later = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + FULL_SYNC_EVERY_MS + 1 });
    expect(later.map((product) => product.id)).toEqual([2]);
    expect((await readSnapshot()).map((product) => product.id)).toEqual([2]);
  });

  it('keeps the stored snapshot when the network read fails', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    fetchSince.mockRejectedValue(new Error('offline'));
    await expect(syncCatalog(keeper, NO_BUNDLE, { now: T0 + 1000 })).rejects.toThrow('offline');
    expect(await readSnapshot()).toHaveLength(2);
  });

  it('skips malformed records in the stored snapshot', async () => {
    fetchAll.mockResolvedValue([laptop]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const db = await openCatalogDb();
    await db?.put('catalog', { id: 9, title: null } as never);
    expect((await readSnapshot()).map((product) => product.id)).toEqual([1]);
  });

  it('keeps a good network read when storing it on the device fails', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    await openCatalogDb();
    const full = vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await syncCatalog(keeper, NO_BUNDLE, { now: T0 })).map((product) => product.id)).toEqual([
        1, 2,
      ]);
    } finally {
      full.mockRestore();
    }
    expect(await readSnapshot()).toEqual([]);
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

  it('loads a first visit from the snapshot, then asks Firestore only for newer products', async () => {
    const bundle = bundleOf(phone.updatedAt);
    const added = aProduct({ id: 3, updatedAt: T0 + 5 });
    fetchSince.mockResolvedValue([added]);
    const shown: number[][] = [];
    const synced = await syncCatalog(keeper, bundle, {
      now: T0,
      onSnapshot: (cards) => shown.push(cards.map((card) => card.id)),
    });
    expect(shown).toEqual([[1, 2]]);
    expect(fetchAll).not.toHaveBeenCalled();
    expect(fetchSince).toHaveBeenCalledWith(phone.updatedAt);
    expect(synced.map((card) => card.id)).toEqual([1, 2, 3]);
    expect((await readSnapshot()).map((card) => card.id).sort()).toEqual([1, 2, 3]);

    // The next sync starts from the newest product seen, not from the snapshot again.
    fetchSince.mockResolvedValue([]);
    await syncCatalog(keeper, bundle, { now: T0 + 60_000 });
    expect(downloads(bundle)).toBe(1);
    expect(fetchSince).toHaveBeenLastCalledWith(added.updatedAt);
  });

  it('lets a snapshot newer than the local catalog replace it', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const repriced = { ...phone, price: 1, updatedAt: T0 + 100 };
    const later = bundleOf(T0 + 100, [repriced]);
    fetchSince.mockResolvedValue([]);
    const synced = await syncCatalog(keeper, later, { now: T0 + 1000 });
    expect(downloads(later)).toBe(1);
    expect(synced.map((card) => [card.id, card.price])).toEqual([[2, 1]]);
    expect(fetchSince).toHaveBeenCalledWith(T0 + 100);
    expect((await readSnapshot()).map((card) => card.id)).toEqual([2]);
  });

  it('ignores a snapshot older than the local catalog', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    const older = bundleOf(laptop.updatedAt, [aProduct({ id: 9, updatedAt: laptop.updatedAt })]);
    fetchSince.mockResolvedValue([]);
    const synced = await syncCatalog(keeper, older, { now: T0 + 1000 });
    expect(downloads(older)).toBe(0);
    expect(fetchSince).toHaveBeenCalledWith(phone.updatedAt);
    expect(synced.map((card) => card.id)).toEqual([1, 2]);
  });

  it('keeps the snapshot when Firestore cannot be read after it', async () => {
    fetchSince.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const synced = await syncCatalog(keeper, bundleOf(phone.updatedAt), { now: T0 });
    expect(synced.map((card) => card.id)).toEqual([1, 2]);
    expect(await readSnapshot()).toHaveLength(2);
  });

  it('reads the whole catalog from Firestore when the snapshot cannot be downloaded', async () => {
    const broken: CatalogBundle = { watermark: T0, chunks: ['/assets/missing.json'] };
    fetchAll.mockResolvedValue([laptop]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await syncCatalog(keeper, broken, { now: T0 })).map((card) => card.id)).toEqual([1]);
  });
});
