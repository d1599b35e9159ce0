import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

import { Stars } from '@/components/stars';
import type { ProductCardRecord } from '@/features/catalog';
import { ApproximatePrice } from '@/features/currency';
import { formatNumber, formatPrice } from '@/lib/format';

import { discountPercentOf, showsPreviousPrice, stockLabel } from '../logic/pricing';

/** Rating, prices, brand, stock and delivery: the facts a shopper weighs before buying. */
export function ProductSummary({ product }: { product: ProductCardRecord }) {
  const { t } = useLingui();
  const discount = discountPercentOf(product);
  const percent = discount === null ? '' : formatNumber(discount);
  const rating = formatNumber(product.rating);
  const totalRatings = product.totalRatings;
  const inStock = product.stock > 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <Stars rating={product.rating} />
        <span>{plural(totalRatings, { one: `${rating} (# rating)`, other: `${rating} (# ratings)` })}</span>
      </p>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-bold text-blue-800">
          <span className="sr-only">{t`Price:`} </span>
          {formatPrice(product.price)}
        </span>
        {showsPreviousPrice(product) && (
          <del className="text-lg text-gray-600">
            <span className="sr-only">{t`Previous price:`} </span>
            {formatPrice(product.previousPrice)}
          </del>
        )}
        <ApproximatePrice dollars={product.price} className="basis-full" />
        {discount !== null && (
          <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-sm font-semibold text-white">
            {t`${percent}% OFF`}
          </span>
        )}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-700">{t`Brand`}</dt>
        <dd lang="en" className="font-semibold text-gray-900">
          {product.brand}
        </dd>
        <dt className="text-gray-700">{t`Stock`}</dt>
        <dd className={`font-semibold ${inStock ? 'text-green-800' : 'text-red-700'}`}>
          {stockLabel(product.stock)}
        </dd>
        <dt className="text-gray-700">{t`Delivery`}</dt>
        <dd className="font-semibold text-gray-900">{t`Worldwide`}</dd>
      </dl>
    </div>
  );
}
