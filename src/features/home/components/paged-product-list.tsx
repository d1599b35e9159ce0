import { LoadMoreButton } from '@/components/load-more-button';
import { shopCardControls } from '@/features/card-controls';
import { ProductGrid, type ProductCardRecord } from '@/features/catalog';
import { useLoadMore } from '@/hooks/use-load-more';

/** 5 products, then 5 more per Load More; the button goes once all are shown (spec §4 Lists). */
export function PagedProductList({
  products,
  emptyText,
}: {
  products: ProductCardRecord[];
  emptyText?: string;
}) {
  const { shown, loading, loadMore, hasMore } = useLoadMore(products.length);
  if (products.length === 0)
    return emptyText ? <p className="py-8 text-center text-gray-700">{emptyText}</p> : null;
  return (
    <>
      <ProductGrid products={products.slice(0, shown)} controls={shopCardControls} />
      {hasMore && <LoadMoreButton loading={loading} onClick={loadMore} />}
    </>
  );
}
