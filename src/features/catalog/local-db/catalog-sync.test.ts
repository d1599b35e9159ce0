import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { aProduct } from '../../../../tests/support/factories';
import { fetchAllProducts, fetchProductsUpdatedSince } from '../api/get-products-updated-since';
import { closeCatalogDb, openCatalogDb } from './catalog-db';
import { readSnapshot } from './catalog-snapshot';
import { FULL_SYNC_EVERY_MS, syncCatalog } from './catalog-sync';

vi.mock('../api/get-products-updated-since', () => ({
  fetchAllProducts: vi.fn(),
  fetchProductsUpdatedSince: vi.fn(),
}));

const fetchAll = vi.mocked(fetchAllProducts);
const fetchSince = vi.mocked(fetchProductsUpdatedSince);
const T0 = Date.UTC(2026, 10, 1);

const laptop = aProduct({ id: 1, updatedAt: T0 - 1000 });
const phone = aProduct({ id: 2, type: 'Mobile', updatedAt: T0 - 500 });

describe('catalog sync', () => {
  beforeEach(async () => {
    await closeCatalogDb();
    await deleteDB('eshop');
    fetchAll.mockReset();
    fetchSince.mockReset();
  });

  it('reads the whole catalog the first time and keeps card fields on the device', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    const snapshot = await syncCatalog([], T0);
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
    const first = await syncCatalog([], T0);
    const repriced = { ...laptop, price: 10, updatedAt: T0 + 1 };
    const added = aProduct({ id: 3, updatedAt: T0 + 2 });
    fetchSince.mockResolvedValue([repriced, added]);
    const second = await syncCatalog(first, T0 + 60_000);
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
    const first = await syncCatalog([], T0);
    fetchAll.mockResolvedValue([phone]);
    const later = await syncCatalog(first, T0 + FULL_SYNC_EVERY_MS + 1);
    expect(later.map((product) => product.id)).toEqual([2]);
    expect((await readSnapshot()).map((product) => product.id)).toEqual([2]);
  });

  it('keeps the stored snapshot when the network read fails', async () => {
    fetchAll.mockResolvedValue([laptop, phone]);
    const first = await syncCatalog([], T0);
    fetchSince.mockRejectedValue(new Error('offline'));
    await expect(syncCatalog(first, T0 + 1000)).rejects.toThrow('offline');
    expect(await readSnapshot()).toHaveLength(2);
  });

  it('skips malformed records in the stored snapshot', async () => {
    fetchAll.mockResolvedValue([laptop]);
    await syncCatalog([], T0);
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
      expect((await syncCatalog([], T0)).map((product) => product.id)).toEqual([1, 2]);
    } finally {
      full.mockRestore();
    }
    expect(await readSnapshot()).toEqual([]);
  });
});
