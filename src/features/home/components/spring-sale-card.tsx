import { Trans } from '@lingui/react/macro';

import { Stars } from '@/components/stars';
import {
  AddToCartButton,
  CardImage,
  CardTitleLink,
  DiscountBadge,
  ProductPrice,
  type ProductCardRecord,
} from '@/features/catalog';
import { formatNumber } from '@/lib/format';

import { percentAvailable } from '../logic/stock-availability';

/** A spring-sale offer: a wider card with the share of the sale stock still available. */
export function SpringSaleCard({ product, titleMax }: { product: ProductCardRecord; titleMax: number }) {
  const percent = percentAvailable(product.stock);
  const available = formatNumber(percent);
  return (
    <article className="relative flex h-full gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
      <div className="relative w-2/5 shrink-0">
        <DiscountBadge product={product} className="left-0 top-0" />
        <CardImage product={product} className="" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 lang="en" className="text-sm font-semibold text-gray-900">
          <CardTitleLink product={product} max={titleMax} />
        </h3>
        <Stars rating={product.rating} />
        <ProductPrice product={product} />
        <div className="text-xs text-gray-700">
          <p>
            <Trans>
              Available: <span className="font-semibold text-gray-900">{available}%</span>
            </Trans>
          </p>
          <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200">
            <div className="h-full rounded-full bg-blue-700" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <AddToCartButton product={product} />
      </div>
    </article>
  );
}
