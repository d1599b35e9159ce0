import { toCents } from '@/domain/money';
import { unitsPerProduct, type Units } from '../checkout/checkout-rules';
import type { DeskOrder, RefundLine } from './order-step';

/*
 * Reading an order's units and cents: what was bought, refunded, reserved by a refund under way,
 * and what is left. The desk's rules and the refunds' are built on these.
 */

/** Units refunded so far, per line of the order. */
export function refundedPerLine(order: DeskOrder): number[] {
  const refunded = order.lines.map(() => 0);
  for (const refund of Object.values(order.refunds ?? {}))
    for (const { line, quantity } of refund.lines)
      if (line >= 0 && line < refunded.length) refunded[line] = (refunded[line] ?? 0) + quantity;
  return refunded;
}

/** Units not refunded yet, per line. */
export const unitsLeftPerLine = (order: DeskOrder) => {
  const refunded = refundedPerLine(order);
  return order.lines.map((line, at) => Math.max(0, line.quantity - (refunded[at] ?? 0)));
};

/** Units reserved by refunds not confirmed yet, per line. */
export function reservedPerLine(order: DeskOrder): number[] {
  const reserved = order.lines.map(() => 0);
  for (const pending of Object.values(order.pendingRefunds ?? {}))
    for (const { line, quantity } of pending.lines)
      if (line >= 0 && line < reserved.length) reserved[line] = (reserved[line] ?? 0) + quantity;
  return reserved;
}

/** Units free to refund now, per line: not refunded, and not reserved by a refund under way. */
export const unitsFreePerLine = (order: DeskOrder) => {
  const reserved = reservedPerLine(order);
  return unitsLeftPerLine(order).map((left, at) => Math.max(0, left - (reserved[at] ?? 0)));
};

/** Cents reserved by refunds not confirmed yet. */
export const reservedCents = (order: DeskOrder) =>
  Object.values(order.pendingRefunds ?? {}).reduce((sum, pending) => sum + pending.cents, 0);

/** What the shopper paid, in cents. */
export const paidCents = (order: DeskOrder) => order.paidAmount ?? toCents(order.total);

/** What was given back so far, in cents. */
export const refundedCents = (order: DeskOrder) =>
  Object.values(order.refunds ?? {}).reduce((sum, refund) => sum + toCents(refund.amount), 0);

/** The lines' units summed per product, in first-seen order (stock is counted per product). */
export const unitsOf = (order: DeskOrder, lines: readonly RefundLine[]): Units[] =>
  unitsPerProduct(
    lines.flatMap(({ line, quantity }) => {
      const id = order.lines[line]?.id;
      return id !== undefined && quantity > 0 ? [{ id, quantity }] : [];
    }),
  );

/** Every unit of the order, as refund lines. */
export const allLines = (order: DeskOrder): RefundLine[] =>
  order.lines.map((line, at) => ({ line: at, quantity: line.quantity }));

const asLines = (units: number[]): RefundLine[] =>
  units.flatMap((quantity, line) => (quantity > 0 ? [{ line, quantity }] : []));

/** The units not refunded yet, as refund lines. */
export const linesLeft = (order: DeskOrder): RefundLine[] => asLines(unitsLeftPerLine(order));

/** The units free to refund now (not refunded, not reserved), as refund lines. */
export const linesFree = (order: DeskOrder): RefundLine[] => asLines(unitsFreePerLine(order));
