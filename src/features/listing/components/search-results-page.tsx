import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';

import { Button } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import { CATALOG_UNAVAILABLE, catalogErrorAtom, catalogLoadingAtom } from '@/features/catalog';
import { productSearchAtom } from '@/features/catalog/search';
import { LISTING_PAGE_SIZE, PRICE_STEP_DESKTOP, PRICE_STEP_DRAWER, SEARCH_SORTS } from '@/lib/constants';

import { useSearchPageState } from '../hooks/use-search-page-state';
import { activeFilterCount } from '../logic/active-filters';
import { DEFAULT_FILTERS } from '../logic/filters-url';
import { searchResultsPage } from '../logic/search-results';
import { FilterDrawer } from './filter-drawer';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { ListingToolbar } from './listing-toolbar';
import { PaginationNav } from './pagination-nav';
import { SearchFilterPanel } from './search-filter-panel';
import { SearchNothingFound, SearchPrompt } from './search-nothing-found';
import { SortChoice } from './sort-select';

/**
 * The search results page, `/search?q=…`: every match of the text in the search's order, with
 * the listing's brand (counted over the matches), stock and price filters, a sort and pages of 18;
 * only the page shown is put in order. Works offline: the search runs on the catalog on the device.
 */
export function SearchResultsPage() {
  const { t } = useLingui();
  const { state, change, goToPage, brandsNow } = useSearchPageState();
  const search = useAtomValue(productSearchAtom);
  const loading = useAtomValue(catalogLoadingAtom);
  const error = useAtomValue(catalogErrorAtom);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Every match, unranked: the page ranks only the products it shows (logic/search-results.ts).
  const matches = useMemo(() => search.matches(state.text), [search, state.text]);
  const found = matches.positions.length > 0;
  // A ticked filter paints its box at once; the new page of cards follows (as on the listing).
  const results = useDeferredValue(
    useMemo(() => searchResultsPage(matches, state, LISTING_PAGE_SIZE), [matches, state]),
  );
  const suggestion = useMemo(
    () => (!found && state.text !== '' ? search.didYouMean(state.text) : undefined),
    [found, search, state.text],
  );

  // A page past the last one (a stale link, fewer matches) is rewritten to the last page.
  const settled = !loading && found;
  useEffect(() => {
    if (settled && results.page !== state.page) change({ page: results.page });
  }, [settled, results.page, state.page, change]);

  const panel = (priceStep: number) => (
    <SearchFilterPanel
      state={state}
      brandsNow={brandsNow}
      facets={results.facets}
      change={change}
      priceStep={priceStep}
    />
  );

  if (state.text === '')
    return (
      <section>
        <PageTitle title={t`Search`}>{t`Search`}</PageTitle>
        <SearchPrompt />
      </section>
    );

  const body = () => {
    if (loading) return <ListingGridSkeleton />;
    if (!found)
      return error !== null ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {CATALOG_UNAVAILABLE}
        </p>
      ) : (
        <SearchNothingFound text={state.text} suggestion={suggestion} />
      );
    if (results.total === 0)
      return (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
          <p className="text-gray-700">{t`Try fewer filters or a wider price range.`}</p>
          <Button
            variant="outline"
            onClick={() => change({ brands: [], inStock: false, priceRange: DEFAULT_FILTERS.priceRange })}
          >
            {t`Reset Filters`}
          </Button>
        </div>
      );
    return (
      <>
        <h2 className="sr-only">{t`Results`}</h2>
        <ListingGrid products={results.items} />
        <PaginationNav page={results.page} pageCount={results.pageCount} onPage={goToPage} />
      </>
    );
  };

  const text = state.text;
  const title = t`Results for “${text}”`;
  return (
    <section>
      <PageTitle title={title}>{title}</PageTitle>
      <div className={found ? 'md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8' : ''}>
        {found && (
          <aside
            aria-label={t`Filters`}
            className="hidden self-start rounded-lg border border-gray-200 bg-white p-4 md:block"
          >
            {panel(PRICE_STEP_DESKTOP)}
          </aside>
        )}
        <div>
          {found && (
            <ListingToolbar
              listing={results}
              activeFilters={activeFilterCount(state)}
              showCount={!loading}
              onOpenFilters={() => setDrawerOpen(true)}
              sort={
                <SortChoice options={SEARCH_SORTS} value={state.sort} onChange={(sort) => change({ sort })} />
              }
            />
          )}
          {body()}
        </div>
      </div>
      {drawerOpen && (
        <FilterDrawer resultCount={results.total} onClose={closeDrawer}>
          {panel(PRICE_STEP_DRAWER)}
        </FilterDrawer>
      )}
    </section>
  );
}
