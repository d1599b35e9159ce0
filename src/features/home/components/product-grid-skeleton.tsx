import { LIST_PAGE_SIZE } from '@/lib/constants';

import { PRODUCT_GRID_CLASSES } from './product-grid';

/** Placeholder cards while nothing is known about the catalog on this device yet. */
export function ProductGridSkeleton({ count = LIST_PAGE_SIZE, className = PRODUCT_GRID_CLASSES }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading products…</span>
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
