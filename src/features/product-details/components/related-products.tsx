import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';

import { LoadMoreButton } from '@/components/load-more-button';
import { shopCardControls } from '@/features/card-controls';
import { allProductsAtom, ProductGrid, type ProductCardRecord } from '@/features/catalog';
import { useLoadMore } from '@/hooks/use-load-more';
import { PRODUCTS_PATH } from '@/lib/routes';

import { relatedProducts } from '../logic/related-products';
import { Link } from '@/components/link';

/** Same-category products from the local snapshot, so they show offline too (spec §2, §4 Lists). */
export function RelatedProducts({ product }: { product: ProductCardRecord }) {
  const { t } = useLingui();
  const catalog = useAtomValue(allProductsAtom);
  const related = useMemo(() => relatedProducts(catalog, product), [catalog, product]);
  const { shown, hasMore, loading, loadMore } = useLoadMore(related.length);
  const listRef = useRef<HTMLUListElement>(null);
  const shownBefore = useRef(shown);

  // After Load More, focus the first new card so keyboard users continue where the list grew
  // (and are not stranded when the button disappears).
  useEffect(() => {
    const first = shownBefore.current;
    shownBefore.current = shown;
    if (shown <= first || first === 0) return;
    listRef.current?.children[first]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [shown]);

  return (
    <section aria-labelledby="related-products-title" className="below-fold flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="related-products-title" className="text-xl font-bold text-gray-900 sm:text-2xl">
          {t`Related Products`}
        </h2>
        <Link
          to={PRODUCTS_PATH}
          className="rounded-md font-semibold text-blue-800 hover:underline focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
        >
          <Trans>
            View All<span className="sr-only"> products</span>
          </Trans>
        </Link>
      </div>
      {related.length === 0 ? (
        <p className="text-gray-700">{t`No related products yet.`}</p>
      ) : (
        <ProductGrid listRef={listRef} products={related.slice(0, shown)} controls={shopCardControls} />
      )}
      {hasMore && <LoadMoreButton loading={loading} onClick={loadMore} />}
    </section>
  );
}
