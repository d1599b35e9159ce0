import { MAX_LINE_QUANTITY } from '@/lib/constants';

import type { CartLine } from '../types';

/** How many of a line the cart may hold, and what sets that limit. */
export type LineCap =
  { max: number; reason: 'stock'; stock: number } | { max: number; reason: 'order-limit' };

const ORDER_LIMIT: LineCap = { max: MAX_LINE_QUANTITY, reason: 'order-limit' };

/**
 * The cap of one line: the product's stock, which its variants share, less what the product's
 * other lines hold, and never more than an order takes of one line. Without a known stock (the
 * catalog still loading, the product gone) only the order's limit applies.
 */
export function lineCap(
  lines: readonly CartLine[],
  line: Pick<CartLine, 'id' | 'variant'>,
  stock: number | undefined,
): LineCap {
  if (stock === undefined) return ORDER_LIMIT;
  const others = lines.reduce(
    (sum, other) => (other.id === line.id && other.variant !== line.variant ? sum + other.quantity : sum),
    0,
  );
  const left = Math.max(0, stock - others);
  return left < MAX_LINE_QUANTITY ? { max: left, reason: 'stock', stock } : ORDER_LIMIT;
}

/** The product's quantity across all its lines. */
export const productQuantity = (lines: readonly CartLine[], id: number) =>
  lines.reduce((sum, line) => (line.id === id ? sum + line.quantity : sum), 0);
