import { MAX_LINE_QUANTITY } from '@/lib/constants';

import type { CartLine } from '../types';

/** How many of a line the cart may hold, and what sets that limit. */
export type LineCap =
  { max: number; reason: 'stock'; stock: number } | { max: number; reason: 'order-limit' };

/**
 * The cap of one line: the product's stock and the order's most of one product, both shared by
 * its variants, less what the product's other lines hold. Without a known stock (the catalog
 * still loading, the product gone) only the order's limit applies.
 */
export function lineCap(
  lines: readonly CartLine[],
  line: Pick<CartLine, 'id' | 'variant'>,
  stock: number | undefined,
): LineCap {
  const others = lines.reduce(
    (sum, other) => (other.id === line.id && other.variant !== line.variant ? sum + other.quantity : sum),
    0,
  );
  const allowed = Math.max(0, MAX_LINE_QUANTITY - others);
  if (stock === undefined) return { max: allowed, reason: 'order-limit' };
  const left = Math.max(0, stock - others);
  return left < allowed ? { max: left, reason: 'stock', stock } : { max: allowed, reason: 'order-limit' };
}

/** The product's quantity across all its lines. */
export const productQuantity = (lines: readonly CartLine[], id: number) =>
  lines.reduce((sum, line) => (line.id === id ? sum + line.quantity : sum), 0);
