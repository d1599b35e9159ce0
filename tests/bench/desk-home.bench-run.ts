import { describe, expect, it } from 'vitest';

import { readDeskNumbers } from '@/features/desk/api/desk-numbers';
import { COUNTERS, dayOf, emptyDay, type DayTotals } from '@/features/orders';

import { adminFirestore } from '../../scripts/lib/admin-firestore';
import { DEMO_ADMIN, signInAs } from '../support/emulators';

/*
 * `npm run bench:desk`: what the desk home reads, and how long it takes, when the
 * per-day totals stand for 10, 10k and 1M orders. The home reads the last 90 days' totals, one
 * document a day, whatever the orders behind them; only a day's product list grows, with the
 * products sold that day (up to CATALOG here), not with the orders. Measured with the app's own Firestore client (readDeskNumbers) against the
 * emulator, signed in as the demo admin; medians of RUNS reads after one warm-up. It prints the
 * figures and fails only if the read count grows with the orders.
 */
const SIZES = [10, 10_000, 1_000_000];
const DAYS = 90;
const RUNS = 5;
/** The most distinct products a busy day sells here. */
const CATALOG = 1_000;

const db = adminFirestore();

/** The 90 days ending today, holding `orders` orders between them (spread evenly, every one counted). */
async function writeDays(orders: number) {
  // Removed first, in a writer of their own: one writer does not keep the order of two writes.
  const removing = db.bulkWriter();
  for (const ref of await db.collection('SalesDays').listDocuments()) void removing.delete(ref);
  await removing.close();
  const writer = db.bulkWriter();
  const now = Date.now();
  for (let back = 0; back < DAYS; back += 1) {
    const id = dayOf(now - back * 86_400_000);
    const perDay = Math.floor(((back + 1) * orders) / DAYS) - Math.floor((back * orders) / DAYS);
    const day: DayTotals = emptyDay(id);
    for (const counter of COUNTERS) day[counter] = perDay;
    day.revenueCents = perDay * 12_345;
    for (let product = 1; product <= Math.min(CATALOG, perDay * 2); product += 1)
      day.products[String(product)] = {
        title: `Product ${product}`,
        units: 2,
        revenueCents: 9_998,
        refundedUnits: 0,
      };
    void writer.set(db.collection('SalesDays').doc(id), day);
  }
  await writer.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('the desk home at scale', () => {
  it('reads the same few documents at 10, 10k and 1M orders', async () => {
    await signInAs(DEMO_ADMIN);
    const rows: Record<string, Record<string, number | string>> = {};
    const reads: number[] = [];
    for (const orders of SIZES) {
      await writeDays(orders);
      await readDeskNumbers();
      const times: number[] = [];
      let documents = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const numbers = await readDeskNumbers();
        times.push(performance.now() - started);
        // Every day, every low-stock product and order to ship listed, and the two counts.
        documents = numbers.days.length + numbers.lowStock.length + numbers.nextToShip.length + 2;
      }
      reads.push(documents);
      const size = JSON.stringify(
        (await db.collection('SalesDays').limit(1).get()).docs[0]?.data() ?? {},
      ).length;
      rows[`${orders.toLocaleString('en-US')} orders`] = {
        'documents read': documents,
        'day documents': DAYS,
        'one day (kB JSON)': (size / 1000).toFixed(1),
        'median ms': Math.round(median(times)),
      };
    }
    console.log(`Desk home reads (median of ${RUNS}, Firestore emulator, app's client):`);
    console.table(rows);
    expect(new Set(reads).size).toBe(1);
  });
});
