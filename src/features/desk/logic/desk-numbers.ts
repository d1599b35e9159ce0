import { msg, t } from '@lingui/core/macro';

import { addDay, dayOf, emptyDay, type DayTotals } from '@/features/orders';

/*
 * The desk home's figures, from the days' totals the functions keep: each period
 * against the one before it, the chart's series, the top products and how long a product's stock
 * lasts at its recent rate. Days are UTC days, as the totals are kept.
 */

const DAY_MS = 86_400_000;

/**
 * The periods the home compares, each against the same length of days before it: its name, and a
 * figure's change (a signed percentage, or null when there was nothing before) in words.
 */
export const PERIODS = [
  {
    days: 1,
    label: msg`Today`,
    compared: (change: string | null) =>
      change === null ? t`nothing yesterday to compare` : t`${change} on yesterday`,
  },
  {
    days: 7,
    label: msg`Last 7 days`,
    compared: (change: string | null) =>
      change === null ? t`nothing the 7 days before to compare` : t`${change} on the 7 days before`,
  },
  {
    days: 30,
    label: msg`Last 30 days`,
    compared: (change: string | null) =>
      change === null ? t`nothing the 30 days before to compare` : t`${change} on the 30 days before`,
  },
] as const;

/** The chart's lengths, in days. */
export const CHART_DAYS = [30, 90] as const;

/** Most days the home reads: the chart's longest, which covers every period and the one before. */
export const DAYS_READ = Math.max(...CHART_DAYS, ...PERIODS.map(({ days }) => days * 2));

/** The days a rate of sale is taken over, for the days of stock left. */
export const RATE_DAYS = 14;

/** The `count` days ending on `last` (YYYY-MM-DD), oldest first. */
export function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, at) => dayOf(end - (count - 1 - at) * DAY_MS));
}

/** The days' totals by day (YYYY-MM-DD), as the figures below look them up. */
export const byDay = (days: readonly DayTotals[]): ReadonlyMap<string, DayTotals> =>
  new Map(days.map((day) => [day.day, day]));

/** The totals of these days, added up. */
export function sumOf(days: ReadonlyMap<string, DayTotals>, keys: readonly string[]): DayTotals {
  const sum = emptyDay(keys.at(-1) ?? '');
  for (const key of keys) {
    const day = days.get(key);
    if (day) addDay(sum, day);
  }
  return sum;
}

/** A period's figures as the home shows them; a ratio with nothing to divide by is null. */
export interface PeriodFigures {
  revenueCents: number;
  ordersPaid: number;
  averageOrderCents: number | null;
  units: number;
  refundsCents: number;
  /** Paid orders ÷ checkouts started. */
  conversion: number | null;
}

export const figuresOf = (sum: DayTotals): PeriodFigures => ({
  revenueCents: sum.revenueCents,
  ordersPaid: sum.ordersPaid,
  averageOrderCents: sum.ordersPaid > 0 ? Math.round(sum.revenueCents / sum.ordersPaid) : null,
  units: sum.units,
  refundsCents: sum.refundsCents,
  conversion: sum.checkoutsStarted > 0 ? sum.ordersPaid / sum.checkoutsStarted : null,
});

/** A period of `length` days ending `today`, and the same length before it. */
export function comparePeriod(days: ReadonlyMap<string, DayTotals>, today: string, length: number) {
  const both = daysEnding(today, length * 2);
  return {
    current: figuresOf(sumOf(days, both.slice(length))),
    previous: figuresOf(sumOf(days, both.slice(0, length))),
  };
}

/** The change from `previous` to `current`, as a fraction; null when there was nothing before. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}

/** One point of the chart a day, with the days without sales as zero. */
export const seriesOf = (days: ReadonlyMap<string, DayTotals>, keys: readonly string[]) =>
  keys.map((day) => ({
    day,
    revenueCents: days.get(day)?.revenueCents ?? 0,
    orders: days.get(day)?.ordersPaid ?? 0,
  }));

/** What a run of the chart's points adds up to: its revenue and its paid orders. */
export const seriesTotals = (points: readonly { revenueCents: number; orders: number }[]) =>
  points.reduce(
    (sum, point) => ({
      revenueCents: sum.revenueCents + point.revenueCents,
      orders: sum.orders + point.orders,
    }),
    { revenueCents: 0, orders: 0 },
  );

export interface RankedProduct {
  id: string;
  title: string;
  units: number;
  revenueCents: number;
}

/** The `count` products first by revenue or by units over these days (the other figure breaks ties). */
export function topProducts(
  days: ReadonlyMap<string, DayTotals>,
  keys: readonly string[],
  by: 'revenue' | 'units',
  count = 10,
): RankedProduct[] {
  const { products } = sumOf(days, keys);
  const ranked = Object.entries(products).map(([id, { title, units, revenueCents }]) => ({
    id,
    title,
    units,
    revenueCents,
  }));
  const [first, second] =
    by === 'revenue' ? (['revenueCents', 'units'] as const) : (['units', 'revenueCents'] as const);
  return ranked
    .filter((product) => product.units > 0)
    .sort((a, b) => b[first] - a[first] || b[second] - a[second] || a.title.localeCompare(b.title))
    .slice(0, count);
}

/**
 * How many days `stock` lasts at the rate `product` sold over the RATE_DAYS ending `today`: whole
 * days, rounded down; null when it sold nothing then (no rate to go by).
 */
export function daysOfStockLeft(
  days: ReadonlyMap<string, DayTotals>,
  today: string,
  product: number,
  stock: number,
): number | null {
  const sold = daysEnding(today, RATE_DAYS).reduce(
    (units, key) => units + (days.get(key)?.products[String(product)]?.units ?? 0),
    0,
  );
  if (sold === 0) return null;
  return Math.floor(stock / (sold / RATE_DAYS));
}

/**
 * How long a product low on stock lasts, as Running out says it: sold out; no sale over the
 * RATE_DAYS to go by; or the whole days left at its recent rate (0: less than a day).
 */
export type StockOutlook =
  { kind: 'sold-out' } | { kind: 'no-recent-sale' } | { kind: 'days-left'; days: number };

export function stockOutlook(
  days: ReadonlyMap<string, DayTotals>,
  today: string,
  product: number,
  stock: number,
): StockOutlook {
  if (stock === 0) return { kind: 'sold-out' };
  const left = daysOfStockLeft(days, today, product, stock);
  return left === null ? { kind: 'no-recent-sale' } : { kind: 'days-left', days: left };
}

/** Whether these days hold anything at all: a shop without a checkout yet draws no zeros. */
export const anyActivity = (days: Iterable<DayTotals>) =>
  [...days].some((day) => day.checkoutsStarted > 0 || day.ordersPaid > 0 || day.refunds > 0);
