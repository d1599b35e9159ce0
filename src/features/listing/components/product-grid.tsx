import { ProductCard, type ProductCardRecord } from '@/features/catalog';
import { LISTING_PAGE_SIZE } from '@/lib/constants';

const GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGrid({ products }: { products: ProductCardRecord[] }) {
  return (
    <ul className={GRID_CLASSES}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while nothing is known about the catalog on this device yet. */
export function ProductGridSkeleton() {
  return (
    <div role="status" className={GRID_CLASSES}>
      <span className="sr-only">Loading products…</span>
      {Array.from({ length: LISTING_PAGE_SIZE }, (_, index) => (
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
