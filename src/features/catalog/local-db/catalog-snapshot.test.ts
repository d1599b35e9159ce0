import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';

import { encodeCards } from '@/domain/compact-cards';

import { aCardRecord } from '../../../../tests/support/factories';
import type { ProductCardRecord } from '../types';
import { closeCatalogDb, openCatalogDb } from './catalog-db';
import { PAGE_IDS, readSnapshot, writeSnapshot } from './catalog-snapshot';

const META = { highWaterMark: 5, fullSyncAt: 1, syncedAt: 1 };

/** The device keeps no `createdAt` of a card (nothing but the product page, which reads the full record, shows it). */
const asKept = (card: ProductCardRecord) => ({ ...card, createdAt: card.updatedAt });

/** The stored pages, by their key. */
async function storedPages() {
  const db = await openCatalogDb();
  if (!db) throw new Error('no catalog database');
  const keys = await db.getAllKeys('pages');
  return new Map(await Promise.all(keys.map(async (key) => [key, await db.get('pages', key)] as const)));
}

const first = aCardRecord({ id: 3, updatedAt: 11 });
const second = aCardRecord({ id: 4, title: 'Dell XPS 13', brand: 'Dell', tags: [], updatedAt: 12 });
const middle = aCardRecord({ id: PAGE_IDS + 1, price: 19.99, previousPrice: 19.99, updatedAt: 13 });
const last = aCardRecord({ id: 3 * PAGE_IDS + 7, stock: 0, limitPerOrder: 2, updatedAt: 14 });
const catalog = [first, second, middle, last];

beforeEach(async () => {
  await closeCatalogDb();
  await deleteDB('eshop');
});

describe('the catalog kept on the device', () => {
  it('gives back every card written, in id order, from one page per range of ids', async () => {
    await writeSnapshot([last, middle, second, first], META);
    expect(await readSnapshot()).toEqual(catalog.map(asKept));
    expect([...(await storedPages()).keys()]).toEqual([0, 1, 3]);
  });

  it('writes again only the pages a change falls in', async () => {
    await writeSnapshot(catalog, META);
    // Page 0 as stored now holds only the first card: a write that touched it would bring the
    // second back.
    const db = await openCatalogDb();
    await db?.put('pages', encodeCards([first], { watermark: 11, times: true }), 0);
    const repriced = { ...middle, price: 9.99, updatedAt: 20 };
    await writeSnapshot([first, second, repriced, last], { ...META, highWaterMark: 20 }, [repriced]);
    expect(await readSnapshot()).toEqual([first, repriced, last].map(asKept));
  });

  it('drops a hidden product, and a page left empty', async () => {
    await writeSnapshot(catalog, META);
    const hidden = { ...middle, hidden: true, updatedAt: 21 };
    const gone = { ...second, hidden: true, updatedAt: 22 };
    await writeSnapshot([first, last], META, [hidden, gone]);
    expect(await readSnapshot()).toEqual([first, last].map(asKept));
    expect([...(await storedPages()).keys()]).toEqual([0, 3]);
  });

  it('replaces what was stored when given the whole catalog', async () => {
    await writeSnapshot(catalog, META);
    await writeSnapshot([second], META);
    expect(await readSnapshot()).toEqual([asKept(second)]);
  });
});
