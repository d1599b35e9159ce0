import { t } from '@lingui/core/macro';

import type { ProductCardRecord } from '@/features/catalog';
import { formatNumber } from '@/lib/format';

type Priced = Pick<ProductCardRecord, 'price' | 'previousPrice' | 'discountTag' | 'discountPercent'>;

/** The previous price is only worth showing (struck through) when it was higher. */
export const showsPreviousPrice = ({ price, previousPrice }: Priced) => previousPrice > price;

/**
 * The discount badge's percent, or null when the product is not on discount. A discounted
 * product without a stored percent (older records) gets it worked out from its two prices.
 */
export function discountPercentOf(product: Priced): number | null {
  if (!product.discountTag) return null;
  const percent =
    product.discountPercent ??
    (showsPreviousPrice(product)
      ? Math.round(((product.previousPrice - product.price) / product.previousPrice) * 100)
      : 0);
  return percent > 0 ? percent : null;
}

/** The stock line of the details page, in the shopper's language. */
export function stockLabel(stock: number): string {
  const count = formatNumber(stock);
  return stock > 0 ? t`In stock (${count})` : t`Out of stock`;
}
