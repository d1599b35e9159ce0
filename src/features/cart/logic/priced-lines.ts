import { roundCents } from '@/domain/money';

import type { CartLine } from '../types';
import { lineCap, type LineCap, type ProductLimits } from './line-caps';

/** What the cart needs to know of a product in the catalog now. */
export interface CatalogEntry {
  id: number;
  price: number;
  stock: number;
  /** The desk's lower limit per order, when it set one (domain/order-limits.ts). */
  limitPerOrder?: number | undefined;
}

export type LineStatus = 'available' | 'out-of-stock' | 'gone';

export interface PricedLine {
  line: CartLine;
  /** The catalog's price now; the price when added while the catalog is unknown or the product gone. */
  unitPrice: number;
  /** unitPrice × quantity, in cents rounded. */
  lineTotal: number;
  status: LineStatus;
  /** How many of this line the cart may hold now (see lineCap). */
  cap: LineCap;
  /** The product's stock and limit per order in the catalog now; each undefined while unknown. */
  product: ProductLimits;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Units across all lines. */
  totalItems: number;
  /** Sum of unitPrice × quantity, rounded to cents: the one total the shop shows for the cart. */
  total: number;
}

/**
 * The cart as the shopper should see it: each line at the catalog's current price, marked when its
 * product is out of stock or no longer sold, with its cap. `catalog` is undefined while it is
 * still loading, and then every line is shown as added. The header and the cart page both total
 * the cart with this, so they always show the same number.
 */
export function priceLines(
  lines: readonly CartLine[],
  catalog: readonly CatalogEntry[] | undefined,
): PricedCart {
  const wanted = new Set(lines.map((line) => line.id));
  const byId =
    catalog && new Map(catalog.filter((entry) => wanted.has(entry.id)).map((entry) => [entry.id, entry]));
  let totalItems = 0;
  let total = 0;
  const priced = lines.map((line): PricedLine => {
    const entry = byId?.get(line.id);
    const status: LineStatus = !byId
      ? 'available'
      : !entry
        ? 'gone'
        : entry.stock <= 0
          ? 'out-of-stock'
          : 'available';
    const unitPrice = entry?.price ?? line.price;
    totalItems += line.quantity;
    total += unitPrice * line.quantity;
    return {
      line,
      unitPrice,
      lineTotal: roundCents(unitPrice * line.quantity),
      status,
      cap: lineCap(lines, line, entry),
      product: { stock: entry?.stock, limitPerOrder: entry?.limitPerOrder },
    };
  });
  return { lines: priced, totalItems, total: roundCents(total) };
}
