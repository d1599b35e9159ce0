import { shopCardControls } from '@/features/card-controls';
import { ProductGrid, ProductGridSkeleton, type ProductCardRecord } from '@/features/catalog';
import { LISTING_PAGE_SIZE } from '@/lib/constants';

/** The listing's columns leave room for the filter sidebar from md up. */
const LISTING_GRID_CLASSES =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The first row at the widest layout, two rows on phones: what shows before any scrolling. */
const ABOVE_THE_FOLD = 4;

export function ListingGrid({ products }: { products: ProductCardRecord[] }) {
  return (
    <ProductGrid
      products={products}
      className={LISTING_GRID_CLASSES}
      eagerCount={ABOVE_THE_FOLD}
      controls={shopCardControls}
    />
  );
}

export function ListingGridSkeleton() {
  return <ProductGridSkeleton count={LISTING_PAGE_SIZE} className={LISTING_GRID_CLASSES} />;
}
