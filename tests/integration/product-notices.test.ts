import { describe, expect, it } from 'vitest';

import { listDocuments, readDocument, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { productDocument } from '../../scripts/seed.mjs';
import { aProduct, aUser } from '../support/factories';

/*
 * The productNotices function (functions/src/product-notices.ts) on the running emulators: an
 * admin's write to a product reaches, as notices, the shoppers whose wishlist holds it.
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
const writeProduct = (change: Partial<typeof product>) =>
  writeDocuments([productDocument({ ...product, ...change, updatedAt: Date.now() })]);

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
const baselineOf = (uid: string) => readDocument(`Products/${product.id}/watchers/${uid}`);

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
    expect(await baselineOf(watcher.uid)).toEqual({ price: 20, inStock: true });
    expect(await noticesOf(bystander.uid)).toEqual([]);
  });

  it('does not notice a price back up and down again, nor a sale', async () => {
    await writeProduct({ price: 25, stock: 4 });
    await writeProduct({ price: 20, stock: 3 });
    await writeProduct({ price: 20, stock: 2 });
    // A change the function does act on, after those: it notices, so those were all handled.
    await writeProduct({ price: 19, stock: 2 });
    await untilNotices(watcher.uid, 3);
    expect((await noticesOf(watcher.uid)).filter((notice) => notice.kind === 'price-drop')).toHaveLength(2);
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
    await writeProduct({ price: 5, stock: 5 });
    await untilNotices(sentinel.uid, 3);
    expect(await noticesOf(watcher.uid)).toHaveLength(3);
  });
});
