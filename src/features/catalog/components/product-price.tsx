import { useLingui } from '@lingui/react/macro';

import { formatPrice } from '@/lib/format';

import type { ProductCardRecord } from '../types';

type Priced = Pick<ProductCardRecord, 'price' | 'previousPrice' | 'discountTag'>;

/** A discount is shown only when the previous price is really higher (seeded data repeats the price). */
export const isDiscounted = (product: Priced) => product.discountTag && product.previousPrice > product.price;

/** Price, and the previous price struck through when the product is discounted. */
export function ProductPrice({ product, className = '' }: { product: Priced; className?: string }) {
  const { t } = useLingui();
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="text-lg font-bold text-blue-800">
        <span className="sr-only">{t`Price`} </span>
        {formatPrice(product.price)}
      </span>
      {isDiscounted(product) && (
        <del className="text-sm text-gray-600">
          <span className="sr-only">{t`Previous price`} </span>
          {formatPrice(product.previousPrice)}
        </del>
      )}
    </p>
  );
}
