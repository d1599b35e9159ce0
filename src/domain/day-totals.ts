import { SOLD_STATUSES } from './desk-refusals';

/*
 * The operator's numbers, kept per day as orders change rather than computed by reading
 * every order: one document per UTC day (SalesDays/{YYYY-MM-DD}), written by the functions in the
 * same transaction as the order's step, read by the desk's home. Every figure comes from one entry
 * of an order's history and the entries before it (`entryTotals`), so the live updates and the
 * rebuild from existing orders (`totalsOfOrders`, `npm run stats:rebuild`) count alike:
 * - a sale: the first entry that puts the order in a sold status (paid, shipped, delivered,
 *   partially refunded): its total, its units, each product's units and revenue;
 * - a refund: a `refunded` entry of an order sold before it: its amount and units;
 * - a checkout started: `placed` (a new order) or `reopened` (the same checkout tried again);
 * - a checkout that did not finish: `expired`, or `cancelled` while pending.
 * A payment that went to review counts as a sale once the operator fulfils it; one refunded from
 * review never sold. Amounts are cents, so sums stay exact.
 */

/** One product's figures on a day. */
export interface ProductDay {
  title: string;
  units: number;
  revenueCents: number;
  refundedUnits: number;
}

/** One day's totals, as SalesDays/{day} holds them. */
export interface DayTotals {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  revenueCents: number;
  ordersPaid: number;
  units: number;
  refundsCents: number;
  refunds: number;
  checkoutsStarted: number;
  checkoutsClosed: number;
  /** By product id. */
  products: Record<string, ProductDay>;
}

/** The counters of a day, without its products. */
export const COUNTERS = [
  'revenueCents',
  'ordersPaid',
  'units',
  'refundsCents',
  'refunds',
  'checkoutsStarted',
  'checkoutsClosed',
] as const;

/** What these rules read of an entry of an order's history; `at` in milliseconds. */
export interface EntryFacts {
  event: string;
  status: string;
  at: number;
  /** A refund's dollars and lines (index into the order's lines, units). */
  amount?: number;
  lines?: readonly { line: number; quantity: number }[];
}

/** What these rules read of an order. */
export interface OrderFacts {
  total: number;
  lines: readonly { id: number; title: string; quantity: number; unitPrice: number }[];
}

/** The UTC day of a moment, YYYY-MM-DD. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const emptyDay = (day: string): DayTotals => ({
  day,
  revenueCents: 0,
  ordersPaid: 0,
  units: 0,
  refundsCents: 0,
  refunds: 0,
  checkoutsStarted: 0,
  checkoutsClosed: 0,
  products: {},
});

const cents = (dollars: number) => Math.round(dollars * 100);
const sold = (entry: Pick<EntryFacts, 'status'>) => SOLD_STATUSES.includes(entry.status);

function addProduct(day: DayTotals, line: OrderFacts['lines'][number], change: Partial<ProductDay>) {
  const key = String(line.id);
  const product = (day.products[key] ??= { title: line.title, units: 0, revenueCents: 0, refundedUnits: 0 });
  product.units += change.units ?? 0;
  product.revenueCents += change.revenueCents ?? 0;
  product.refundedUnits += change.refundedUnits ?? 0;
}

/**
 * What `entry` adds to its day, given the order and the entries before it in its history; null
 * when it adds nothing (a shipment, a delivery, a duplicate).
 */
export function entryTotals(
  order: OrderFacts,
  before: readonly Pick<EntryFacts, 'status'>[],
  entry: EntryFacts,
): DayTotals | null {
  const day = emptyDay(dayOf(entry.at));
  const soldBefore = before.some(sold);
  if (sold(entry) && !soldBefore) {
    day.revenueCents = cents(order.total);
    day.ordersPaid = 1;
    for (const line of order.lines) {
      day.units += line.quantity;
      addProduct(day, line, { units: line.quantity, revenueCents: cents(line.unitPrice * line.quantity) });
    }
  } else if (entry.event === 'refunded' && soldBefore) {
    day.refundsCents = cents(entry.amount ?? 0);
    day.refunds = 1;
    for (const { line, quantity } of entry.lines ?? []) {
      const ordered = order.lines[line];
      if (ordered) addProduct(day, ordered, { refundedUnits: quantity });
    }
  } else if (entry.event === 'placed' || entry.event === 'reopened') {
    day.checkoutsStarted = 1;
  } else if (
    entry.event === 'expired' ||
    (entry.event === 'cancelled' && before.at(-1)?.status === 'pending')
  ) {
    day.checkoutsClosed = 1;
  } else {
    return null;
  }
  return day;
}

/** `change` added into `into` (same day). */
export function addDay(into: DayTotals, change: DayTotals): DayTotals {
  for (const counter of COUNTERS) into[counter] += change[counter];
  for (const [id, product] of Object.entries(change.products)) {
    const kept = (into.products[id] ??= { ...product, units: 0, revenueCents: 0, refundedUnits: 0 });
    kept.units += product.units;
    kept.revenueCents += product.revenueCents;
    kept.refundedUnits += product.refundedUnits;
  }
  return into;
}

/** Every day's totals over these orders, each with its whole history, by day. */
export function totalsOfOrders(
  orders: Iterable<OrderFacts & { history: readonly EntryFacts[] }>,
): Map<string, DayTotals> {
  const days = new Map<string, DayTotals>();
  for (const order of orders) {
    order.history.forEach((entry, at) => {
      const change = entryTotals(order, order.history.slice(0, at), entry);
      if (!change) return;
      const day = days.get(change.day) ?? emptyDay(change.day);
      days.set(change.day, addDay(day, change));
    });
  }
  return days;
}

/**
 * One total a day from documents of the same days: a day's live counts are spread over shards
 * (functions/src/stats/day-totals-store.ts) until they are folded into its own document. Oldest first.
 */
export function mergeDays(documents: Iterable<DayTotals>): DayTotals[] {
  const days = new Map<string, DayTotals>();
  for (const document of documents) {
    const day = days.get(document.day) ?? emptyDay(document.day);
    days.set(document.day, addDay(day, document));
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}
