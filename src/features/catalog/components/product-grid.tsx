import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

import { LIST_PAGE_SIZE } from '@/lib/constants';

import type { ProductCardRecord } from '../types';
import { ProductCard, type CardControls } from './product-card';

/** Two columns on phones, five on wide screens: the home sections and related products. */
const PRODUCT_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 sm:gap-4';

/**
 * A list of product cards, each with the `controls` given by the feature that draws the list. The
 * first `eagerCount` load their images at once (the top of a page), the first of them ahead of the
 * others: it is the page's largest paint on a phone, and the others would share a slow link with
 * it (on HTTP/1.1, a new connection each).
 */
export function ProductGrid({
  products,
  className = PRODUCT_GRID_CLASSES,
  eagerCount = 0,
  controls,
  listRef,
}: {
  products: ProductCardRecord[];
  className?: string;
  eagerCount?: number;
  controls?: CardControls;
  listRef?: Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={listRef} className={className}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            behind={index > 0 && index < eagerCount}
            controls={controls}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while nothing is known about the catalog on this device yet. */
export function ProductGridSkeleton({
  count = LIST_PAGE_SIZE,
  className = PRODUCT_GRID_CLASSES,
}: {
  count?: number;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t`Loading products…`}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3"
        >
          <div className="aspect-square w-full animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-4/5 animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-gray-200" />
          <div className="h-9 w-full animate-pulse rounded bg-gray-200" />
        </div>
      ))}
    </div>
  );
}
