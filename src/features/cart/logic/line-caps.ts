import { MAX_ORDER_UNITS } from '@/domain/shop-rules';
import { unitsPerOrder } from '@/domain/order-limits';

import type { CartLine } from '../types';

/** What the cart knows of a line's product that limits it; each undefined while unknown. */
export interface ProductLimits {
  stock?: number | undefined;
  /** The desk's lower limit per order for this product (domain/order-limits.ts). */
  limitPerOrder?: number | undefined;
}

/** How many of a line the cart may hold, and what sets that limit. */
export type LineCap =
  | { max: number; reason: 'stock'; stock: number }
  | { max: number; reason: 'order-limit'; most: number }
  | { max: number; reason: 'cart-limit' };

/**
 * The cap of one line, the smallest of three: the product's stock and its most per order (the
 * shop's, or the desk's lower one), both shared by its variants, less what the product's other
 * lines hold; and the most units of a whole order, less what every other line holds. Without a
 * known stock (the catalog still loading, the product gone) the stock sets no limit.
 */
export function lineCap(
  lines: readonly CartLine[],
  line: Pick<CartLine, 'id' | 'variant'>,
  product: ProductLimits | undefined,
): LineCap {
  let sameProduct = 0;
  let otherLines = 0;
  for (const other of lines) {
    if (other.id === line.id && other.variant === line.variant) continue;
    otherLines += other.quantity;
    if (other.id === line.id) sameProduct += other.quantity;
  }
  const most = unitsPerOrder(product);
  const caps: LineCap[] = [
    { max: Math.max(0, most - sameProduct), reason: 'order-limit', most },
    { max: Math.max(0, MAX_ORDER_UNITS - otherLines), reason: 'cart-limit' },
  ];
  // The stock sets the cap only when it leaves fewer than the limits: the product page says
  // "Only 3 in stock" below the shop's most per order, and a stock above it is not told.
  const stock = product?.stock;
  if (stock !== undefined) caps.push({ max: Math.max(0, stock - sameProduct), reason: 'stock', stock });
  return caps.reduce((smallest, cap) => (cap.max < smallest.max ? cap : smallest));
}

/** The product's quantity across all its lines. */
export const productQuantity = (lines: readonly CartLine[], id: number) =>
  lines.reduce((sum, line) => (line.id === id ? sum + line.quantity : sum), 0);
