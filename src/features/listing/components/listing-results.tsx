import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useDeferredValue } from 'react';

import { Button } from '@/components/button';
import { CATALOG_UNAVAILABLE, catalogErrorAtom, catalogLoadingAtom } from '@/features/catalog';

import { listingPageAtom, resetFiltersAtom } from '../atoms';
import { useGoToPage } from '../hooks/use-go-to-page';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { PaginationNav } from './pagination-nav';

/**
 * The current page of products, or a skeleton, an error or the empty state; then the pagination.
 * Memoised: opening the filter drawer draws the listing again, not its page of cards.
 */
export const ListingResults = memo(function ListingResults() {
  const { t } = useLingui();
  // A ticked filter paints its box (and the count above) at once; the new page of cards follows
  // in the background, so the tap is answered in the next frame.
  const listing = useDeferredValue(useAtomValue(listingPageAtom));
  const loading = useAtomValue(catalogLoadingAtom);
  const error = useAtomValue(catalogErrorAtom);
  const resetFilters = useSetAtom(resetFiltersAtom);
  const goToPage = useGoToPage();

  if (loading) return <ListingGridSkeleton />;
  if (error !== null && listing.total === 0)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {CATALOG_UNAVAILABLE}
      </p>
    );
  if (listing.total === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
        <p className="text-gray-700">{t`Try fewer filters or a wider price range.`}</p>
        <Button variant="outline" onClick={resetFilters}>
          {t`Reset Filters`}
        </Button>
      </div>
    );
  return (
    <>
      {/* Cards carry h3 titles; this keeps the outline whole and gives a heading to jump to. */}
      <h2 className="sr-only">{t`Results`}</h2>
      <ListingGrid products={listing.items} />
      <PaginationNav page={listing.page} pageCount={listing.pageCount} onPage={goToPage} />
    </>
  );
});
