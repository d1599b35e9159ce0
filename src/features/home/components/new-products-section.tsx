import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';

import { catalogLoadingAtom, newProductsAtom, ProductGridSkeleton } from '@/features/catalog';
import { NEW_PRODUCT_SORTS, SECTION_IDS, type NewProductSort } from '@/lib/constants';

import { isNewProductSort, sortNewProducts } from '../logic/new-products-sort';
import { PagedProductList } from './paged-product-list';
import { SectionHeader } from './section-header';

/** Each sort's name as the shopper reads it; the select's values stay the spec's labels. */
const SORT_NAMES: Record<NewProductSort, MessageDescriptor> = {
  'All Categories': msg`All Categories`,
  Mobiles: msg`Mobiles`,
  Tablets: msg`Tablets`,
  Computers: msg`Computers`,
  Laptops: msg`Laptops`,
};

/** New products with the category sort; a new sort starts again at 5 products. */
export function NewProductsSection() {
  const { t } = useLingui();
  const products = useAtomValue(newProductsAtom);
  const loading = useAtomValue(catalogLoadingAtom);
  const [sort, setSort] = useState<NewProductSort>('All Categories');
  const sorted = useMemo(() => sortNewProducts(products, sort), [products, sort]);
  const id = useId();

  return (
    <section id={SECTION_IDS.newArrival} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} title={t`New Products`}>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium text-gray-800">
            {t`Sort by`}
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => {
              if (isNewProductSort(event.target.value)) setSort(event.target.value);
            }}
            className="rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
          >
            {NEW_PRODUCT_SORTS.map((option) => (
              <option key={option.label} value={option.label}>
                {t(SORT_NAMES[option.label])}
              </option>
            ))}
          </select>
        </div>
      </SectionHeader>
      {loading ? (
        <ProductGridSkeleton />
      ) : (
        <PagedProductList key={sort} products={sorted} emptyText={t`No products available`} />
      )}
    </section>
  );
}
