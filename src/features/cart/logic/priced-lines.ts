import { roundCents } from '@/lib/format';

import type { CartLine } from '../types';

/** What the cart needs to know of a product in the catalog now. */
export interface CatalogEntry {
  id: number;
  price: number;
  stock: number;
}

export type LineStatus = 'available' | 'out-of-stock' | 'gone';

export interface PricedLine {
  line: CartLine;
  /** The catalog's price now; the price when added while the catalog is unknown or the product gone. */
  unitPrice: number;
  /** unitPrice × quantity, in cents rounded. */
  lineTotal: number;
  status: LineStatus;
}

/**
 * The cart as the shopper should see it: each line at the catalog's current price, marked when its
 * product is out of stock or no longer sold. `catalog` is undefined while it is still loading,
 * and then every line is shown as added.
 */
export function priceLines(
  lines: readonly CartLine[],
  catalog: readonly CatalogEntry[] | undefined,
): { lines: PricedLine[]; total: number } {
  const byId = catalog && new Map(catalog.map((entry) => [entry.id, entry]));
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
    return { line, unitPrice, lineTotal: roundCents(unitPrice * line.quantity), status };
  });
  return {
    lines: priced,
    total: roundCents(priced.reduce((sum, { unitPrice, line }) => sum + unitPrice * line.quantity, 0)),
  };
}
