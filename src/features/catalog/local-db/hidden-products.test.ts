import 'fake-indexeddb/auto';

import { Timestamp } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';

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
import { aCardRecord, aProduct } from '../../../../tests/support/factories';
import { toProduct } from '../api/to-product';
import { mergeCards, shownCards, toCardRecord } from '../logic/card-record';
import { catalogChanges } from '@/domain/catalog-changes';
import { cutSnapshot } from '@/domain/snapshot-files';
import type { CatalogKeeper } from './catalog-keeper';
import { readSnapshot } from './catalog-snapshot';
import { syncCatalog } from './catalog-sync';

/*
 * The operator hides a product (Products/{id}.hidden = true, updatedAt the time of the
 * edit). The shop's catalog leaves it out: the build's snapshot, the device's catalog after the
 * next sync, and a product hidden then shown again comes back. A deleted product leaves the same
 * way: its tombstone comes as a hidden record.
 */

const camera = aProduct({ id: 3, type: 'Camera', updatedAt: T0 - 200 });

let keeper: CatalogKeeper;

beforeEach(async () => {
  keeper = await aFreshCatalogDevice();
});

describe('a product the operator hid', () => {
  it('is read from Firestore as hidden, and a shown one carries no such key', () => {
    const data = { ...laptop, createdAt: Timestamp.fromMillis(laptop.createdAt) };
    expect(toProduct({ ...data, hidden: true }).hidden).toBe(true);
    expect(toProduct({ ...data, hidden: false })).not.toHaveProperty('hidden');
    expect(toProduct(data)).not.toHaveProperty('hidden');
  });

  it('leaves the catalog when a merge brings it hidden, and comes back when shown again', () => {
    const base = [aCardRecord({ id: 1 }), aCardRecord({ id: 2 })];
    const hidden = mergeCards(base, [aCardRecord({ id: 1, hidden: true })]);
    expect(hidden.map((card) => card.id)).toEqual([2]);
    expect(mergeCards(hidden, [aCardRecord({ id: 1 })]).map((card) => card.id)).toEqual([2, 1]);
    expect(
      shownCards([aCardRecord({ id: 5, hidden: true }), aCardRecord({ id: 6 })]).map((c) => c.id),
    ).toEqual([6]);
  });

  it('is not in the build snapshot, though its change counts for the watermark', () => {
    const cut = cutSnapshot([laptop, { ...phone, hidden: true, updatedAt: T0 + 5 }, camera]);
    expect(cut.chunks.flat().map((card) => card.id)).toEqual([1, 3]);
    expect(cut.watermark).toBe(T0 + 5);
  });

  it('disappears from the device catalog at the next sync, and returns once shown again', async () => {
    fetchSince.mockResolvedValue([laptop, phone, camera]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });

    fetchSince.mockResolvedValue([{ ...phone, hidden: true, updatedAt: T0 + 1 }]);
    const afterHide = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 60_000 });
    expect(afterHide.map((card) => card.id)).toEqual([1, 3]);
    expect((await readSnapshot()).map((card) => card.id).sort()).toEqual([1, 3]);
    // The next delta asks from the hiding's time: it is not fetched again and again.
    fetchSince.mockResolvedValue([{ ...phone, price: 5, updatedAt: T0 + 2 }]);
    const afterShow = await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 120_000 });
    expect(fetchSince).toHaveBeenLastCalledWith(askedFrom(T0 + 1));
    expect(afterShow.map((card) => [card.id, card.price])).toEqual([
      [1, laptop.price],
      [3, camera.price],
      [2, 5],
    ]);
    expect((await readSnapshot()).map((card) => card.id).sort()).toEqual([1, 2, 3]);
  });

  it('is left out of a first read of the catalog (a build without a snapshot)', async () => {
    fetchSince.mockResolvedValue([laptop, { ...phone, hidden: true }, camera]);
    const cards = await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    expect(cards.map((card) => card.id)).toEqual([1, 3]);
    expect((await readSnapshot()).map((card) => card.id).sort()).toEqual([1, 3]);
  });

  it('leaves as a deleted product does: its tombstone merges and stores as a hidden record', async () => {
    const changes = catalogChanges([], [tombstone(2, T0 + 1)]);
    expect(changes).toMatchObject([{ id: 2, updatedAt: T0 + 1, hidden: true }]);
    expect(mergeCards([laptop, phone, camera].map(toCardRecord), changes).map((c) => c.id)).toEqual([1, 3]);

    fetchSince.mockResolvedValue([laptop, phone, camera]);
    await syncCatalog(keeper, NO_BUNDLE, { now: T0 });
    fetchSince.mockResolvedValue([]);
    fetchRemovals.mockResolvedValue([tombstone(2, T0 + 1)]);
    expect((await syncCatalog(keeper, NO_BUNDLE, { now: T0 + 60_000 })).map((card) => card.id)).toEqual([
      1, 3,
    ]);
    expect((await readSnapshot()).map((card) => card.id).sort()).toEqual([1, 3]);
  });

  it('keeps its card fields as they are otherwise', () => {
    expect(toCardRecord({ ...laptop, hidden: true })).toMatchObject({ id: 1, hidden: true });
  });
});
