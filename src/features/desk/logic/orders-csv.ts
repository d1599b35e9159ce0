import { orderNumber, refundedPerLine, type OrderRecord, type OrderStatus } from '@/features/orders';

/*
 * The desk's export of orders: one CSV line per order line, for a spreadsheet or the
 * accountant. The period is chosen in the operator's local days; the times in the file are UTC,
 * so two operators in different places export the same text.
 */

/** The period the export offers first: the last 30 days, today included. */
export const EXPORT_DEFAULT_DAYS = 30;

export const ORDERS_CSV_COLUMNS = [
  'Date',
  'Order number',
  'Status',
  'Product',
  'Product id',
  'Variant',
  'Units',
  'Unit price',
  'Refunded units',
] as const;

/**
 * Each status as the file writes it: in English whatever the desk's language, so a spreadsheet's
 * formulas and the accountant's filters read the same words from every export. They are the desk's
 * own words (DESK_STATUS_LABEL in English).
 */
const CSV_STATUS: Record<OrderStatus, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  'needs-review': 'Needs review',
  shipped: 'Shipped',
  delivered: 'Delivered',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/**
 * A spreadsheet reads a cell starting with one of these as a formula (or, for tab and CR, drops
 * the character and reads what follows): a product title from the catalog must stay text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text field as RFC 4180 writes it, never read as a formula. */
function textField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** When the order was placed, to the minute in UTC (`2026-11-27 14:05 UTC`); empty when unknown. */
function placedAt(createdAt: number): string {
  if (!createdAt) return '';
  const iso = new Date(createdAt).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function orderRows(order: OrderRecord): string[] {
  const refunded = refundedPerLine(order);
  const texts = [placedAt(order.createdAt), orderNumber(order.id), CSV_STATUS[order.status]];
  return order.lines.map((line, at) =>
    [
      ...[...texts, line.title].map(textField),
      String(line.id),
      textField(line.variant),
      String(line.quantity),
      line.unitPrice.toFixed(2),
      String(refunded[at] ?? 0),
    ].join(','),
  );
}

/** The CSV text of these orders, in their order: a header line, then a line per order line. */
export function ordersCsv(orders: readonly OrderRecord[]): string {
  const lines = [ORDERS_CSV_COLUMNS.join(','), ...orders.flatMap(orderRows)];
  return lines.map((line) => `${line}\r\n`).join('');
}

/** The file the export is saved as, named after its period (days as YYYY-MM-DD). */
export const ordersCsvFileName = (from: string, to: string) => `eshop-orders-${from}-to-${to}.csv`;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A local day as a date input holds it: YYYY-MM-DD. */
export const localDay = (at: Date) =>
  `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** The `days` days ending with the day of `today`, as local days. */
export function lastDays(today: Date, days = EXPORT_DEFAULT_DAYS): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (days - 1));
  return { from: localDay(first), to: localDay(today) };
}

/** Local midnight at the start of a day; the day may overflow its month (the 32nd is the next 1st). */
function localMidnight(year: number, month: number, day: number): Date {
  const at = new Date(0);
  // setFullYear, not the Date constructor, which would read years 0 to 99 as 1900 to 1999.
  at.setFullYear(year, month - 1, day);
  at.setHours(0, 0, 0, 0);
  return at;
}

function parseDay(day: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export type ExportPeriod =
  { start: Date; end: Date } | { problem: 'missing-day' } | { problem: 'from-after-to' };

/**
 * The instants an export of the local days `from` to `to` covers: from the start of `from` to the
 * start of the day after `to` (excluded), so the To day counts whole.
 */
export function exportPeriod(from: string, to: string): ExportPeriod {
  const first = parseDay(from);
  const last = parseDay(to);
  if (!first || !last) return { problem: 'missing-day' };
  if (from > to) return { problem: 'from-after-to' };
  return { start: localMidnight(...first), end: localMidnight(last[0], last[1], last[2] + 1) };
}
