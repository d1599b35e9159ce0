import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';

import { PageTitle } from '@/components/page-title';
import { catalogErrorAtom, catalogLoadingAtom } from '@/features/catalog';
import { PRICE_STEP_DESKTOP, PRICE_STEP_DRAWER } from '@/lib/constants';

import { listingFiltersAtom, listingPageAtom } from '../atoms';
import { useListingUrlSync } from '../hooks/use-listing-url-sync';
import { activeFilterCount } from '../logic/active-filters';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { ListingResults } from './listing-results';
import { ListingToolbar } from './listing-toolbar';
import { SortSelect } from './sort-select';

/** The products listing (spec §2): filters in a sidebar, or a drawer on small screens, and a paged grid. */
export function ListingPage() {
  const { t } = useLingui();
  useListingUrlSync();
  const filters = useAtomValue(listingFiltersAtom);
  const listing = useAtomValue(listingPageAtom);
  const loading = useAtomValue(catalogLoadingAtom);
  const error = useAtomValue(catalogErrorAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <section>
      <PageTitle title={t`Products`}>{t`Products`}</PageTitle>
      <div className="md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <aside
          aria-label={t`Filters`}
          className="hidden self-start rounded-lg border border-gray-200 bg-white p-4 md:block"
        >
          <FilterPanel priceStep={PRICE_STEP_DESKTOP} />
        </aside>
        <div>
          <ListingToolbar
            listing={listing}
            activeFilters={activeFilterCount(filters)}
            showCount={!loading && error === null}
            onOpenFilters={() => setDrawerOpen(true)}
            sort={<SortSelect />}
          />
          <ListingResults />
        </div>
      </div>
      {drawerOpen && (
        <FilterDrawer resultCount={listing.total} onClose={closeDrawer}>
          <FilterPanel priceStep={PRICE_STEP_DRAWER} />
        </FilterDrawer>
      )}
    </section>
  );
}
