import { describe, expect, it } from 'vitest';

import {
  PRICES,
  firstVisit,
  monthBill,
  queryReads,
  returnVisit,
  shopperDays,
  shopperMonth,
  type CatalogCostInputs,
} from './catalog-cost-model';

const inputs: CatalogCostInputs = {
  products: 10_000,
  changedPerDay: 90,
  deletedPerDay: 10,
  snapshotAgeDays: 7,
  snapshotBytes: 450_000,
  productBytes: 400,
  tombstoneBytes: 100,
  queryBytes: 50,
};

describe('the catalog cost model', () => {
  it('bills a query at least one read', () => {
    expect(queryReads(0)).toBe(1);
    expect(queryReads(1)).toBe(1);
    expect(queryReads(37)).toBe(37);
  });

  it('reads the changed products and the tombstones on a return visit with tombstones', () => {
    expect(returnVisit('tombstones', inputs)).toEqual({
      reads: 90 + 10,
      firestoreBytes: 50 + 90 * 400 + 50 + 10 * 100,
      hostingBytes: 0,
    });
    expect(returnVisit('tombstones', inputs, 3).reads).toBe(3 * 90 + 3 * 10);
  });

  it('bills one read for each of the two queries when nothing changed', () => {
    const still = { ...inputs, changedPerDay: 0, deletedPerDay: 0 };
    expect(returnVisit('tombstones', still)).toEqual({ reads: 2, firestoreBytes: 100, hostingBytes: 0 });
    expect(returnVisit('daily full read', still, 0.5)).toEqual({
      reads: 1,
      firestoreBytes: 50,
      hostingBytes: 0,
    });
  });

  it('reads the whole collection on a return visit a day after the last full read', () => {
    expect(returnVisit('daily full read', inputs)).toEqual({
      reads: 10_000,
      firestoreBytes: 50 + 10_000 * 400,
      hostingBytes: 0,
    });
    expect(returnVisit('daily full read', inputs, 7).reads).toBe(10_000);
    // Sooner, only the products changed since.
    expect(returnVisit('daily full read', inputs, 0.5).reads).toBe(45);
  });

  it('takes the snapshot and the changes since its cut on a first visit', () => {
    expect(firstVisit('daily full read', inputs)).toEqual({
      reads: 7 * 90,
      firestoreBytes: 50 + 7 * 90 * 400,
      hostingBytes: 450_000,
    });
    expect(firstVisit('tombstones', inputs)).toEqual({
      reads: 7 * 90 + 7 * 10,
      firestoreBytes: 50 + 7 * 90 * 400 + 50 + 7 * 10 * 100,
      hostingBytes: 450_000,
    });
  });

  it('adds a first visit and the return visits of a month', () => {
    for (const policy of ['daily full read', 'tombstones'] as const) {
      const first = firstVisit(policy, inputs);
      const back = returnVisit(policy, inputs);
      expect(shopperMonth(policy, inputs)).toEqual({
        reads: first.reads + 29 * back.reads,
        firestoreBytes: first.firestoreBytes + 29 * back.firestoreBytes,
        hostingBytes: first.hostingBytes,
      });
    }
    // Weekly: days 8, 15, 22 and 29 after the first.
    const weekly = shopperDays('tombstones', inputs, 30, 7);
    expect(weekly.filter((day) => day.reads > 0)).toHaveLength(5);
    expect(shopperMonth('tombstones', inputs, 30, 7).reads).toBe(
      firstVisit('tombstones', inputs).reads + 4 * (7 * 90 + 7 * 10),
    );
  });

  it('bills the reads beyond each day’s free quota and the bytes beyond the month’s free transfer', () => {
    // 1,000 shoppers reading 150 documents a day: 150,000 reads a day, 100,000 of them billed.
    const flat: CatalogCostInputs = {
      ...inputs,
      changedPerDay: 150,
      deletedPerDay: 0,
      snapshotAgeDays: 1,
      snapshotBytes: 20_000_000,
    };
    const bill = monthBill('daily full read', { ...flat, products: 150 }, 1_000);
    expect(bill.reads).toBe(30 * 150_000);
    expect(bill.readsUsd).toBeCloseTo(
      ((30 * (150_000 - PRICES.firestoreFreeReadsPerDay)) / 100_000) * PRICES.firestoreReadUsdPer100k,
      10,
    );
    expect(bill.readsUsd).toBeCloseTo(1.8, 10);
    // 1,000 × 20 MB = 20 GB from Hosting, 10 of them free.
    expect(bill.hostingBytes).toBe(20e9);
    expect(bill.hostingUsd).toBeCloseTo(10 * PRICES.hostingUsdPerGb, 10);
  });

  it('takes the server’s base and changes on a first visit, and asks Firestore only for the last minute', () => {
    // 10k products, 100 changes a day: the base is cut again every 5 days (a twentieth); day 0 is
    // day 2 of a cycle, and a visit comes halfway through its day.
    const perCard = 450_000 / 10_000;
    expect(firstVisit('server snapshot', inputs)).toEqual({
      reads: 2,
      firestoreBytes: 50 + 50,
      hostingBytes: 450_000 + 250 * perCard,
    });
    // 100 changes a day is 0.07 a minute: each of the two queries finds none and is billed one read.
    expect(returnVisit('server snapshot', inputs).reads).toBe(2);
  });

  it('gives a returning device the changes files alone, and the base again once it was cut since', () => {
    const perCard = 450_000 / 10_000;
    // The day before's file, grown since, and the day's so far: a day and a half of changes.
    expect(returnVisit('server snapshot', inputs, 1, 1).hostingBytes).toBe(150 * perCard);
    // Day 3 is a cut's day: the new base and the day's changes so far.
    expect(returnVisit('server snapshot', inputs, 1, 3).hostingBytes).toBe(450_000 + 50 * perCard);
    // Back on day 7 after day 5: the days since and the day's so far, past days' files held.
    expect(returnVisit('server snapshot', inputs, 2, 7).hostingBytes).toBe(250 * perCard);
    // Back on day 9 after day 6: the base was cut on day 8, so it comes again, with its changes.
    expect(returnVisit('server snapshot', inputs, 3, 9).hostingBytes).toBe(450_000 + 150 * perCard);
    const month = shopperDays('server snapshot', inputs);
    // The first visit, and the cuts of days 3, 8, 13, 18, 23 and 28.
    expect(month.filter((day) => day.hostingBytes >= 450_000)).toHaveLength(1 + 6);
    expect(shopperMonth('server snapshot', inputs).reads).toBe(30 * 2);
  });

  it('bills nothing under the free quotas', () => {
    const bill = monthBill('tombstones', inputs, 10);
    expect(bill.readsUsd).toBe(0);
    expect(bill.hostingUsd).toBe(0);
  });
});
