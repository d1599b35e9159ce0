import { describe, expect, it } from 'vitest';

import { emptyDay, type DayTotals } from '@/features/orders';

import {
  anyActivity,
  byDay,
  changeOf,
  comparePeriod,
  DAYS_READ,
  daysEnding,
  daysOfStockLeft,
  seriesOf,
  seriesTotals,
  stockOutlook,
  topProducts,
} from './desk-numbers';

const day = (id: string, figures: Partial<DayTotals> = {}): [string, DayTotals] => [
  id,
  { ...emptyDay(id), ...figures },
];
const product = (title: string, units: number, revenueCents: number) => ({
  title,
  units,
  revenueCents,
  refundedUnits: 0,
});

const days = new Map([
  day('2026-11-20', { revenueCents: 10_000, ordersPaid: 1, units: 1, checkoutsStarted: 4 }),
  day('2026-11-26', {
    revenueCents: 30_000,
    ordersPaid: 2,
    units: 5,
    checkoutsStarted: 4,
    products: { '1': product('Phone', 1, 20_000), '2': product('Cable', 4, 10_000) },
  }),
  day('2026-11-27', {
    revenueCents: 50_000,
    ordersPaid: 2,
    units: 3,
    refundsCents: 5_000,
    refunds: 1,
    checkoutsStarted: 8,
    products: { '1': product('Phone', 2, 40_000), '3': product('Case', 1, 10_000) },
  }),
]);

describe('the desk home figures', () => {
  it('list the days of a period, oldest first, across a month end', () => {
    expect(daysEnding('2026-12-02', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(DAYS_READ).toBe(90);
  });

  it('compare today with yesterday and a week with the week before', () => {
    expect(comparePeriod(days, '2026-11-27', 1)).toEqual({
      current: {
        revenueCents: 50_000,
        ordersPaid: 2,
        averageOrderCents: 25_000,
        units: 3,
        refundsCents: 5_000,
        conversion: 0.25,
      },
      previous: {
        revenueCents: 30_000,
        ordersPaid: 2,
        averageOrderCents: 15_000,
        units: 5,
        refundsCents: 0,
        conversion: 0.5,
      },
    });
    const week = comparePeriod(days, '2026-11-27', 7);
    // 21 to 27 November, against 14 to 20.
    expect(week.current).toMatchObject({ revenueCents: 80_000, ordersPaid: 4, conversion: 4 / 12 });
    expect(week.previous).toMatchObject({
      revenueCents: 10_000,
      averageOrderCents: 10_000,
      conversion: 1 / 4,
    });
    expect(comparePeriod(days, '2026-11-27', 30).previous).toMatchObject({
      revenueCents: 0,
      averageOrderCents: null,
      conversion: null,
    });
  });

  it('give a change only where there was something before', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(10, 0)).toBeNull();
    expect(changeOf(null, 100)).toBeNull();
  });

  it('draw a day without sales as zero', () => {
    expect(seriesOf(days, daysEnding('2026-11-27', 3))).toEqual([
      { day: '2026-11-25', revenueCents: 0, orders: 0 },
      { day: '2026-11-26', revenueCents: 30_000, orders: 2 },
      { day: '2026-11-27', revenueCents: 50_000, orders: 2 },
    ]);
  });

  it('look each day up by its date', () => {
    const looked = byDay([...days.values()]);
    expect([...looked.keys()]).toEqual(['2026-11-20', '2026-11-26', '2026-11-27']);
    expect(looked.get('2026-11-26')?.revenueCents).toBe(30_000);
    expect(byDay([]).size).toBe(0);
  });

  it('add up the revenue and paid orders of the days the chart shows', () => {
    expect(seriesTotals(seriesOf(days, daysEnding('2026-11-27', 3)))).toEqual({
      revenueCents: 80_000,
      orders: 4,
    });
    expect(seriesTotals([])).toEqual({ revenueCents: 0, orders: 0 });
  });

  it('rank products by revenue or by units over the period', () => {
    const period = daysEnding('2026-11-27', 7);
    expect(topProducts(days, period, 'revenue').map(({ title }) => title)).toEqual([
      'Phone',
      'Cable',
      'Case',
    ]);
    expect(topProducts(days, period, 'units')).toEqual([
      { id: '2', title: 'Cable', units: 4, revenueCents: 10_000 },
      { id: '1', title: 'Phone', units: 3, revenueCents: 60_000 },
      { id: '3', title: 'Case', units: 1, revenueCents: 10_000 },
    ]);
    expect(topProducts(days, period, 'units', 1)).toHaveLength(1);
  });

  it('say how many days a stock lasts at the last 14 days’ rate, and nothing without a sale', () => {
    // 3 phones in 14 days: one every 4.67 days; 10 in stock last 46 days.
    expect(daysOfStockLeft(days, '2026-11-27', 1, 10)).toBe(46);
    expect(daysOfStockLeft(days, '2026-11-27', 1, 0)).toBe(0);
    expect(daysOfStockLeft(days, '2026-11-27', 99, 5)).toBeNull();
  });

  it('say a product is sold out, has no sale to go by, or lasts so many whole days', () => {
    expect(stockOutlook(days, '2026-11-27', 1, 0)).toEqual({ kind: 'sold-out' });
    expect(stockOutlook(days, '2026-11-27', 99, 5)).toEqual({ kind: 'no-recent-sale' });
    expect(stockOutlook(days, '2026-11-27', 1, 10)).toEqual({ kind: 'days-left', days: 46 });
    // 3 phones in 14 days: 2 in stock last 9 whole days.
    expect(stockOutlook(days, '2026-11-27', 1, 2)).toEqual({ kind: 'days-left', days: 9 });
    // A product sold out has no days to count, whatever its rate.
    expect(stockOutlook(days, '2026-11-27', 99, 0)).toEqual({ kind: 'sold-out' });
  });

  it('say less than a day is left when a day sells more than the stock', () => {
    const busy = new Map([day('2026-11-27', { products: { '5': product('Cable', 28, 28_000) } })]);
    // 28 in 14 days: two a day; one in stock lasts half a day.
    expect(stockOutlook(busy, '2026-11-27', 5, 1)).toEqual({ kind: 'days-left', days: 0 });
  });

  it('know a shop without any checkout from one with figures', () => {
    expect(anyActivity([])).toBe(false);
    expect(anyActivity([emptyDay('2026-11-27')])).toBe(false);
    expect(anyActivity(days.values())).toBe(true);
  });
});
