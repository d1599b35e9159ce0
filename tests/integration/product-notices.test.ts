import { describe, expect, it } from 'vitest';

import { listDocuments, readDocument, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import {
  cancelAtStandin,
  cancelCheckout,
  cartOf,
  checkout,
  idTokenFor,
  stockOf,
} from '../../scripts/lib/shop-client';
import { productDocument } from '../../scripts/seed.mjs';
import { aBilling, aProduct, aUser } from '../support/factories';

/*
 * The productNotices function (functions/src/notices/product-notices.ts) on the running emulators: an
 * admin's write to a product reaches, as notices, the shoppers whose wishlist holds it; units a
 * released hold gives back are not news, and no kind is told twice in a day.
 */
const run = Date.now();
// Unlisted (no tag) and in a category of its own, so no other test counts it.
const product = aProduct({
  id: 990_700 + (run % 90),
  title: 'Notice Lamp',
  category: 'Notice Fixtures',
  tags: [],
  price: 25,
  stock: 0,
});
const watcher = aUser({ uid: `notices-watcher-${run}`, wishlist: [String(product.id)] });
const bystander = aUser({ uid: `notices-bystander-${run}`, wishlist: ['1001'] });

/** Writes the product as an admin would, with `updatedAt` now, as the shop's writes are. */
const writeProduct = (change: Partial<typeof product>, of = product) =>
  writeDocuments([productDocument({ ...of, ...change, updatedAt: Date.now() })]);

const noticesOf = async (uid: string) =>
  (
    (await listDocuments(`Users/${uid}/notices`)) as unknown as {
      kind: string;
      title: string;
      body: string;
      link: string;
    }[]
  )
    .map(({ kind, title, body, link }) => ({ kind, title, body, link }))
    .sort((a, b) => a.kind.localeCompare(b.kind));

/** Waits until the function has made `count` notices for `uid` (it runs after the write returns). */
const untilNotices = (uid: string, count: number) =>
  expect.poll(async () => (await noticesOf(uid)).length, { timeout: 15_000, interval: 200 }).toBe(count);

/** The function's baseline for `uid`, once it has handled a write. */
const baselineOf = (uid: string, productId = product.id) =>
  readDocument(`Products/${productId}/watchers/${uid}`);

/**
 * Waits until the function has handled a write that leaves `uid` with a product in stock or not:
 * the notice it may be due is written in the same transaction as that baseline.
 */
const untilInStock = (uid: string, productId: number, inStock: boolean) =>
  expect
    .poll(async () => (await baselineOf(uid, productId))?.inStock, { timeout: 15_000, interval: 200 })
    .toBe(inStock);

describe('price-drop and back-in-stock notices', () => {
  it('notices a price drop and a restock once each, to the shoppers wishing the product only', async () => {
    await writeDocuments([
      { path: `Users/${watcher.uid}`, data: { ...watcher, createdAt: new Date() } },
      { path: `Users/${bystander.uid}`, data: { ...bystander, createdAt: new Date() } },
    ]);
    await writeProduct({});

    await writeProduct({ price: 20 });
    await untilNotices(watcher.uid, 1);
    await writeProduct({ price: 20, stock: 4 });
    await untilNotices(watcher.uid, 2);
    expect(await noticesOf(watcher.uid)).toEqual([
      {
        kind: 'back-in-stock',
        title: 'Back in stock: Notice Lamp',
        body: 'Available again at $20.00.',
        link: `/product-details/${product.id}`,
      },
      {
        kind: 'price-drop',
        title: 'Price drop: Notice Lamp',
        body: 'Now $20.00, was $25.00.',
        link: `/product-details/${product.id}`,
      },
    ]);
    expect(await baselineOf(watcher.uid)).toMatchObject({ price: 20, inStock: true });
    expect(await noticesOf(bystander.uid)).toEqual([]);
  });

  it('does not notice a price back up and down again, a sale, nor a second drop the same day', async () => {
    // A shopper who starts wishing the product now, and so was told nothing of it yet: the
    // last drop is news to them, so their notice shows every write was handled.
    const newcomer = aUser({ uid: `notices-newcomer-${run}`, wishlist: [String(product.id)] });
    await writeDocuments([{ path: `Users/${newcomer.uid}`, data: { ...newcomer, createdAt: new Date() } }]);
    await writeProduct({ price: 25, stock: 4 });
    await writeProduct({ price: 20, stock: 3 });
    await writeProduct({ price: 20, stock: 2 });
    await writeProduct({ price: 19, stock: 2 });
    await untilNotices(newcomer.uid, 1);
    expect(await noticesOf(watcher.uid)).toHaveLength(2);
    expect(await baselineOf(watcher.uid)).toMatchObject({ price: 20, inStock: true });
  });

  it('does not notice a product taken out of the wishlist, and forgets its baseline', async () => {
    // The sentinel starts wishing it as the watcher stops: its notices show each write was handled.
    const sentinel = aUser({ uid: `notices-sentinel-${run}`, wishlist: [String(product.id)] });
    await writeDocuments([
      { path: `Users/${watcher.uid}`, data: { ...watcher, wishlist: [], createdAt: new Date() } },
      { path: `Users/${sentinel.uid}`, data: { ...sentinel, createdAt: new Date() } },
    ]);
    await writeProduct({ price: 10, stock: 0 });
    await untilNotices(sentinel.uid, 1);
    expect(await baselineOf(watcher.uid)).toBeUndefined();
    await writeProduct({ price: 10, stock: 5 });
    await untilNotices(sentinel.uid, 2);
    expect(await noticesOf(watcher.uid)).toHaveLength(2);
  });
});

describe('notices a shopper cannot set off', () => {
  // A product of its own with one unit left, wished by a shopper; another holds the unit and
  // cancels, again and again (OWASP OAT-021, Denial of Inventory, turned on the wishers).
  const lastUnit = aProduct({
    id: 990_800 + (run % 90),
    title: 'Flicker Lamp',
    category: 'Notice Fixtures',
    tags: [],
    price: 30,
    stock: 1,
  });
  const wisher = aUser({ uid: `notices-wisher-${run}`, wishlist: [String(lastUnit.id)] });

  it('tells the wisher nothing of a hold-and-cancel flicker, and a real restock once a day', async () => {
    await writeDocuments([{ path: `Users/${wisher.uid}`, data: { ...wisher, createdAt: new Date() } }]);
    await writeProduct({}, lastUnit);
    const token = await idTokenFor(`flicker-${run}@eshop.test`, 'Flicker#2026');

    for (let round = 0; round < 3; round += 1) {
      const held = await checkout(
        { products: cartOf({ id: lastUnit.id, quantity: 1 }), billing: aBilling() },
        { token, key: `flicker-${run}-${round}` },
      );
      expect(held.status).toBe(200);
      await untilInStock(wisher.uid, lastUnit.id, false);
      const back = await cancelAtStandin(held.body.url ?? '');
      expect(await cancelCheckout(held.body.orderId ?? '', token, back)).toMatchObject({
        status: 200,
        body: { status: 'expired' },
      });
      await untilInStock(wisher.uid, lastUnit.id, true);
    }
    expect(await stockOf(lastUnit.id)).toBe(1);
    expect(await noticesOf(wisher.uid)).toEqual([]);

    // Sold out, then restocked by the operator: that is news, told once.
    await writeProduct({ stock: 0 }, lastUnit);
    await untilInStock(wisher.uid, lastUnit.id, false);
    await writeProduct({ stock: 3 }, lastUnit);
    await untilNotices(wisher.uid, 1);
    // Again the same day: not told twice.
    await writeProduct({ stock: 0 }, lastUnit);
    await untilInStock(wisher.uid, lastUnit.id, false);
    await writeProduct({ stock: 3 }, lastUnit);
    await untilInStock(wisher.uid, lastUnit.id, true);
    expect((await noticesOf(wisher.uid)).map((notice) => notice.kind)).toEqual(['back-in-stock']);
  });
});
