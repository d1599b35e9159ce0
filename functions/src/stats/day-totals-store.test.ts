import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '@/domain/order';
import {
  addDay,
  emptyDay,
  entryTotals,
  mergeDays,
  totalsOfOrders,
  type DayTotals,
  type EntryFacts,
  type OrderFacts,
} from '@/domain/day-totals';
import { SHARDS } from '../config';
import { DESK_EVENTS, leadsTo, PAYMENT_EVENTS, type OrderEvent } from '../orders/order-life';
import { shardOf } from './day-totals-store';

const DAY = Date.UTC(2026, 10, 27, 9);
const HOUR = 3_600_000;

const order: OrderFacts = {
  total: 419.98,
  lines: [
    { id: 101, title: 'Studio Headphones', quantity: 2, unitPrice: 199.99 },
    { id: 7, title: 'Cable', quantity: 1, unitPrice: 0 },
  ],
};

const entry = (event: string, status: string, hours = 0, more: Partial<EntryFacts> = {}): EntryFacts => ({
  event,
  status,
  at: DAY + hours * HOUR,
  ...more,
});

/** The totals of one order's history, replayed entry by entry. */
const totalsOf = (history: EntryFacts[]) => [...totalsOfOrders([{ ...order, history }]).values()];

describe('per-day totals of an order history', () => {
  it('count a sale once, on the day it was paid, with its units and each product', () => {
    const days = totalsOf([
      entry('placed', 'pending'),
      entry('paid', 'paid', 1),
      entry('shipped', 'shipped', 30),
      entry('delivered', 'delivered', 60),
    ]);
    expect(days).toEqual([
      {
        ...emptyDay('2026-11-27'),
        checkoutsStarted: 1,
        revenueCents: 41_998,
        ordersPaid: 1,
        units: 3,
        products: {
          '101': { title: 'Studio Headphones', units: 2, revenueCents: 39_998, refundedUnits: 0 },
          '7': { title: 'Cable', units: 1, revenueCents: 0, refundedUnits: 0 },
        },
      },
    ]);
  });

  it('do not count a sale again when a stray payment sends it to review and back', () => {
    const [day] = totalsOf([
      entry('placed', 'pending'),
      entry('paid', 'paid', 1),
      entry('paid-stray', 'needs-review', 2),
      entry('review-resolved', 'paid', 3),
    ]);
    expect(day).toMatchObject({ ordersPaid: 1, revenueCents: 41_998 });
  });

  it('count a payment sent to review as a sale on the day the operator fulfils it', () => {
    const days = totalsOf([
      entry('placed', 'pending'),
      entry('paid-short', 'needs-review', 1),
      entry('review-resolved', 'paid', 26),
    ]);
    expect(days.map(({ day, ordersPaid }) => [day, ordersPaid])).toEqual([
      ['2026-11-27', 0],
      ['2026-11-28', 1],
    ]);
  });

  it('count a refund of a sale with its units, and none of an order refunded from review, never sold', () => {
    const [sold] = totalsOf([
      entry('placed', 'pending'),
      entry('paid', 'paid', 1),
      entry('refunded', 'partially-refunded', 2, { amount: 199.99, lines: [{ line: 0, quantity: 1 }] }),
    ]);
    expect(sold).toMatchObject({ refundsCents: 19_999, refunds: 1, revenueCents: 41_998 });
    expect(sold?.products['101']).toMatchObject({ units: 2, refundedUnits: 1 });

    const [reviewed] = totalsOf([
      entry('placed', 'pending'),
      entry('paid-wrong-amount', 'needs-review', 1),
      entry('refunded', 'refunded', 2, { amount: 419.98, lines: [{ line: 0, quantity: 2 }] }),
    ]);
    expect(reviewed).toMatchObject({ ordersPaid: 0, refunds: 0, refundsCents: 0 });
  });

  it('count checkouts started (placed, reopened) and those that did not finish (expired, cancelled while pending)', () => {
    const [day] = totalsOf([
      entry('placed', 'pending'),
      entry('expired', 'expired', 1),
      entry('reopened', 'pending', 2),
      entry('cancelled', 'cancelled', 3),
    ]);
    expect(day).toMatchObject({ checkoutsStarted: 2, checkoutsClosed: 2, ordersPaid: 0 });
    // An order cancelled after it expired was counted once, as it expired.
    const [expiredFirst] = totalsOf([
      entry('placed', 'pending'),
      entry('expired', 'expired', 1),
      entry('cancelled', 'cancelled', 2),
    ]);
    expect(expiredFirst).toMatchObject({ checkoutsClosed: 1 });
  });

  it('add up the shards of a day, and keep each order to one shard', () => {
    const [sale] = totalsOf([entry('paid', 'paid', 1)]);
    const [started] = totalsOf([entry('placed', 'pending', 2)]);
    const other = { ...emptyDay('2026-11-26'), checkoutsStarted: 3 };
    if (!sale || !started) throw new Error('no totals');
    expect(mergeDays([started, other, sale])).toEqual([
      other,
      { ...addDay(addDay(emptyDay('2026-11-27'), sale), started) },
    ]);
    expect(shardOf('order-a')).toBe(shardOf('order-a'));
    const used = new Set(Array.from({ length: 200 }, (_, at) => shardOf(`order-${at}`)));
    expect(used.size).toBe(SHARDS);
  });

  it('add nothing for a step that changes no figure', () => {
    expect(entryTotals(order, [{ status: 'paid' }], entry('shipped', 'shipped'))).toBeNull();
    expect(entryTotals(order, [{ status: 'paid' }], entry('account-deleted', 'paid'))).toBeNull();
  });
});

/*
 * The rebuild (`npm run stats:rebuild`) reads orders as they end up; the live updates counted each
 * entry as it was written, against the order as it was then (a checkout opened again is priced
 * again). Over random lives that follow the order life table, both give the same days.
 */
const EVENTS: readonly OrderEvent[] = [...PAYMENT_EVENTS, ...DESK_EVENTS];

const priced = fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 3 });

const life = fc.record({
  prices: priced,
  steps: fc.array(
    fc.record({
      event: fc.constantFrom(...EVENTS),
      pick: fc.nat(),
      hours: fc.integer({ min: 0, max: 40 }),
      reprice: priced,
      refundUnits: fc.integer({ min: 1, max: 3 }),
    }),
    { maxLength: 12 },
  ),
});

/** An order made from cents per line, one product per line, two units each. */
const orderOf = (prices: number[]): OrderFacts => {
  const lines = prices.map((cents, line) => ({
    id: 100 + line,
    title: `Product ${line}`,
    quantity: 2,
    unitPrice: cents / 100,
  }));
  return { lines, total: lines.reduce((sum, { unitPrice }) => sum + unitPrice * 2, 10) };
};

describe('the rebuild from orders and the live updates', () => {
  test.prop([fc.array(life, { minLength: 1, maxLength: 8 })], { numRuns: 300 })(
    'give the same totals for every day',
    (lives) => {
      const live = new Map<string, DayTotals>();
      const count = (facts: OrderFacts, history: EntryFacts[], next: EntryFacts) => {
        const change = entryTotals(facts, history, next);
        if (change) live.set(change.day, addDay(live.get(change.day) ?? emptyDay(change.day), change));
      };
      const ended = lives.map(({ prices, steps }) => {
        let facts = orderOf(prices);
        let at = DAY;
        const history: EntryFacts[] = [];
        const write = (next: EntryFacts) => {
          count(facts, history, next);
          history.push(next);
        };
        write({ event: 'placed', status: 'pending', at });
        let status: OrderStatus = 'pending';
        for (const step of steps) {
          const next = leadsTo(status, step.event);
          if (next.length === 0) continue;
          at += step.hours * HOUR;
          const to: OrderStatus = next[step.pick % next.length] ?? status;
          // Opened again: priced again, as the checkout does.
          if (step.event === 'reopened') facts = orderOf(step.reprice);
          const refund =
            step.event === 'refunded'
              ? { amount: facts.lines[0]?.unitPrice ?? 0, lines: [{ line: 0, quantity: step.refundUnits }] }
              : {};
          write({ event: step.event, status: to, at, ...refund });
          status = to;
        }
        return { ...facts, history };
      });
      expect(new Map([...totalsOfOrders(ended)].sort())).toEqual(new Map([...live].sort()));
    },
  );
});
