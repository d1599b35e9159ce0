import {
  refundedPerLine,
  refundedTotal,
  type LineUnits,
  type OrderRecord,
  type OrderStatus,
} from '@/features/orders';

/*
 * Which of the desk's actions to offer for an order. The functions decide
 * (functions/src/order-transitions.ts `refusalOf`, the contract in docs/operator-desk.md) and
 * the desk shows their refusal when it comes; these offer only what those rules allow, so the
 * operator is not handed buttons that can only be refused.
 */

export type DeskAction = 'ship' | 'deliver' | 'refund' | 'cancel' | 'resolve';

/** Paid and not in review: sold, so it can be shipped or given back. */
const SOLD: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'partially-refunded'];

/** The cents the shopper paid for the order. */
const paidCents = (order: OrderRecord) => order.paidAmount ?? Math.round(order.total * 100);

export function offeredActions(order: OrderRecord): Set<DeskAction> {
  const { status } = order;
  const offered = new Set<DeskAction>();
  const delivered = order.deliveredAt !== null;
  if (!delivered && (status === 'paid' || status === 'partially-refunded' || status === 'shipped'))
    offered.add('ship');
  if (status === 'shipped' || (status === 'partially-refunded' && order.shipment && !delivered))
    offered.add('deliver');
  if (SOLD.includes(status) && paidCents(order) - Math.round(refundedTotal(order) * 100) > 0)
    offered.add('refund');
  if (status === 'pending' || status === 'expired') offered.add('cancel');
  if (status === 'needs-review') offered.add('resolve');
  return offered;
}

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
      return {
        error: `Enter a whole number from 0 to ${most} for ${order.lines[line]?.title ?? `line ${line + 1}`}.`,
      };
    if (quantity > 0) lines.push({ line, quantity });
  }
  return lines.length > 0 ? { lines } : { error: 'Choose how many units of which lines to refund.' };
}
