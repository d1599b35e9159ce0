import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId } from 'react';

import { bestSellerProductsAtom, catalogLoadingAtom, ProductGridSkeleton } from '@/features/catalog';
import { SECTION_IDS } from '@/lib/constants';

import { PagedProductList } from './paged-product-list';
import { SectionHeader } from './section-header';

export function BestSellerSection() {
  const { t } = useLingui();
  const products = useAtomValue(bestSellerProductsAtom);
  const loading = useAtomValue(catalogLoadingAtom);
  const id = useId();
  return (
    <section id={SECTION_IDS.bestSeller} aria-labelledby={id}>
      <SectionHeader id={id} title={t`Best Seller`} />
      {loading ? <ProductGridSkeleton /> : <PagedProductList products={products} />}
    </section>
  );
}
