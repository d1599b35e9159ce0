import { t } from '@lingui/core/macro';

import {
  allowedActions,
  refundedPerLine,
  refundedTotal,
  type DeskAction,
  type LineUnits,
  type OrderRecord,
} from '@/features/orders';
import { formatNumber } from '@/lib/format';

/*
 * Which of the desk's actions to offer for an order: those the functions' own rule allows
 * (src/domain/desk-refusals.ts, applied by functions/src/desk/desk-rules.ts; the
 * contract in docs/operator-desk.md), so the operator is not handed buttons that can only be
 * refused. The desk shows the function's refusal should one come all the same.
 */

export type { DeskAction };

/** The cents the shopper paid for the order. */
const paidCents = (order: OrderRecord) => order.paidAmount ?? Math.round(order.total * 100);

export const offeredActions = (order: OrderRecord): Set<DeskAction> =>
  new Set(
    allowedActions({
      status: order.status,
      shipment: order.shipment,
      deliveredAt: order.deliveredAt,
      centsLeft: paidCents(order) - Math.round(refundedTotal(order) * 100),
    }),
  );

/** Units not refunded yet, per line of the order. */
export const unitsLeftPerLine = (order: OrderRecord) => {
  const refunded = refundedPerLine(order);
  return order.lines.map((line, at) => Math.max(0, line.quantity - (refunded[at] ?? 0)));
};

/**
 * The lines to refund from the quantities typed per line (empty for none): each a whole number
 * from 0 to what is left of its line. An error in words when one is not; nothing chosen is one too.
 */
export function refundLinesOf(
  order: OrderRecord,
  typed: readonly string[],
): { lines: LineUnits[]; error?: undefined } | { lines?: undefined; error: string } {
  const left = unitsLeftPerLine(order);
  const lines: LineUnits[] = [];
  for (const [line, text] of typed.entries()) {
    const quantity = text.trim() === '' ? 0 : Number(text);
    const most = left[line] ?? 0;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > most)
      return { error: outOfRange(order, line, most) };
    if (quantity > 0) lines.push({ line, quantity });
  }
  return lines.length > 0 ? { lines } : { error: t`Choose how many units of which lines to refund.` };
}

/** The words for a quantity out of 0 to `left`, naming the line by its product (or its number). */
function outOfRange(order: OrderRecord, line: number, left: number): string {
  const most = formatNumber(left);
  const title = order.lines[line]?.title;
  if (title !== undefined) return t`Enter a whole number from 0 to ${most} for ${title}.`;
  const lineNumber = formatNumber(line + 1);
  return t`Enter a whole number from 0 to ${most} for line ${lineNumber}.`;
}
