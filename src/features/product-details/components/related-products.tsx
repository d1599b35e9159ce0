import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { allProductsAtom, ProductCard, type ProductCardRecord } from '@/features/catalog';

import { relatedProducts } from '../logic/related-products';
import { useLoadMore } from '../use-load-more';

/** Same-category products from the local snapshot, so they show offline too (spec §2, §4 Lists). */
export function RelatedProducts({ product }: { product: ProductCardRecord }) {
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
    <section aria-labelledby="related-products-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="related-products-title" className="text-xl font-bold text-gray-900 sm:text-2xl">
          Related Products
        </h2>
        <Link
          to="/products"
          className="rounded-md font-semibold text-blue-800 hover:underline focus-visible:(outline-2 outline-offset-2 outline-blue-700)"
        >
          View All<span className="sr-only"> products</span>
        </Link>
      </div>
      {related.length === 0 ? (
        <p className="text-gray-700">No related products yet.</p>
      ) : (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 sm:gap-4">
          {related.slice(0, shown).map((item) => (
            <li key={item.id}>
              <ProductCard product={item} />
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button
          variant="outline"
          className="self-center px-8"
          aria-disabled={loading}
          aria-busy={loading}
          onClick={() => {
            if (!loading) loadMore();
          }}
        >
          {loading ? 'Loading...' : 'Load More'}
        </Button>
      )}
    </section>
  );
}
