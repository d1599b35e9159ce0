import { beforeEach, describe, expect, it } from 'vitest';

import { dayOf } from '@/domain/day-totals';

import { foldDays } from '../../functions/src/stats/fold';
import { rebuildSalesDays, storedDays, totalsFromOrders } from '../../functions/src/stats/rebuild';
import { adminFirestore } from '../../scripts/lib/admin-firestore';
import { readDocument } from '../../scripts/lib/emulator-rest.mjs';
import {
  cartOf,
  checkout,
  deliver,
  deskAction,
  idTokenFor,
  orderOf,
  payAtStandin,
  sessionEvent,
  standinStripe,
  stockOf,
} from '../../scripts/lib/shop-client';
import { aBilling, aProduct } from '../support/factories';
import { DEMO_ADMIN, DEMO_SHOPPER, resetWith } from '../support/emulators';

/*
 * The operator's per-day totals as the functions keep them on the running emulators:
 * each step of an order (placed, paid, expired, refunded) adds to its day in the same write, once
 * however often Stripe's webhook delivers it; `npm run stats:rebuild` (functions/src/stats/
 * rebuild.ts) makes the same days from the orders.
 */
const headphones = aProduct({ id: 401, title: 'Studio Headphones', price: 199.99, stock: 5 });
const phone = aProduct({ id: 402, title: 'Pocket Phone', price: 649.5, stock: 3 });
const billing = aBilling();
const db = adminFirestore();

const stripe = standinStripe();

/** Polls until `check` holds (a webhook arrives after the answer). */
async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let shopper: string;
let admin: string;

describe("the operator's per-day totals", () => {
  beforeEach(async () => {
    await resetWith([headphones, phone]);
    shopper = await idTokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    admin = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  it('count each step of an order once, also when Stripe delivers its payment again, and the rebuild agrees', async () => {
    const today = dayOf(Date.now());
    const todayOf = async () => (await storedDays(db)).get(today);
    // A sale: two headphones and a phone, paid on the stand-in's page, then the same payment
    // delivered twice more.
    const sold = await checkout(
      { products: cartOf({ id: headphones.id, quantity: 2 }, { id: phone.id, quantity: 1 }), billing },
      { token: shopper },
    );
    expect(sold.status).toBe(200);
    const soldId = sold.body.orderId ?? '';
    expect(await todayOf()).toMatchObject({ checkoutsStarted: 1 });
    expect(await payAtStandin(sold.body.url ?? '')).toBe(303);
    const paid = sessionEvent(soldId, sold.body.id ?? '', 105_948);
    expect(await Promise.all([deliver(paid), deliver(paid)])).toEqual([200, 200]);
    expect(await orderOf(soldId)).toMatchObject({ status: 'paid' });

    // A checkout that did not finish: its session expires at Stripe.
    const left = await checkout(
      { products: cartOf({ id: phone.id, quantity: 1 }), billing },
      { token: shopper, key: 'left-behind-key-1' },
    );
    expect(left.status).toBe(200);
    await stripe.checkout.sessions.expire(left.body.id ?? '');
    await until(async () => (await orderOf(left.body.orderId ?? ''))?.status === 'expired', 'the expiry');

    // One headphone refunded by the desk.
    const refunded = await deskAction(
      'refund',
      { orderId: soldId, lines: [{ line: 0, quantity: 1 }] },
      admin,
      'stats-refund-01',
    );
    expect(refunded.status).toBe(200);
    expect(await stockOf(headphones.id)).toBe(4);

    expect(await todayOf()).toMatchObject({
      revenueCents: 105_948,
      ordersPaid: 1,
      units: 3,
      refundsCents: 19_999,
      refunds: 1,
      checkoutsStarted: 2,
      checkoutsClosed: 1,
      products: {
        [headphones.id]: { title: headphones.title, units: 2, revenueCents: 39_998, refundedUnits: 1 },
        [phone.id]: { title: phone.title, units: 1, revenueCents: 64_950, refundedUnits: 0 },
      },
    });

    // Today's counts are spread over the orders' shards; once the day is over they are folded into
    // its own document, and the day reads the same.
    const live = await storedDays(db);
    const shards = async () => (await db.collection('SalesDays').where('shard', '>=', 0).get()).size;
    expect(await shards()).toBeGreaterThan(0);
    expect(await readDocument(`SalesDays/${today}`)).toBeUndefined();
    expect(await foldDays(db, dayOf(Date.now() + 86_400_000))).toBe(1);
    expect(await shards()).toBe(0);
    expect(await readDocument(`SalesDays/${today}`)).toMatchObject({
      revenueCents: 105_948,
      checkoutsStarted: 2,
    });
    expect(await storedDays(db)).toEqual(live);
    expect(await foldDays(db, dayOf(Date.now() + 86_400_000))).toBe(0);

    // The rebuild from the orders gives the same days, and writing them changes nothing.
    expect((await totalsFromOrders(db)).days).toEqual(live);
    expect(await rebuildSalesDays(db)).toEqual({ orders: 2, days: 1 });
    expect(await storedDays(db)).toEqual(live);
  });
});
