import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { allProductsAtom, catalogLoadingAtom } from '@/features/catalog';

import { clearCategoriesAtom, listingFiltersAtom, listingPageAtom } from '../atoms';
import { filtersFromSearch, searchFromFilters } from '../logic/filters-url';
import { createOwnUrlWrites } from '../logic/own-url-writes';

/**
 * Keeps the filter atoms and the URL in step, so a filtered listing can be shared and survives a
 * reload. A new URL (a header category link, back and forward, a reload) wins over the atoms; a
 * filter change in the page rewrites the URL in place. Leaving the page clears the category
 * selection (spec §2) and nothing else: coming back through a bare /products link (the Products
 * menu entry, View All) keeps the brands, stock, price and sort the shopper chose, from page 1.
 * The page's own URL writes, shown back late by the router, are not taken for new URLs.
 */
export function useListingUrlSync() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useAtom(listingFiltersAtom);
  const clearCategories = useSetAtom(clearCategoriesAtom);
  const seenSearch = useRef<string | null>(null);
  const [ownWrites] = useState(createOwnUrlWrites);

  useEffect(() => {
    if (search !== seenSearch.current) {
      const entering = seenSearch.current === null;
      seenSearch.current = search;
      if (ownWrites.isOwn(search)) {
        // A write of this page arriving: the filters, perhaps changed since, stand.
      } else if (entering && search === '') {
        // Back through a bare link: the remembered filters stand, from the first page.
        if (filters.page !== 1) {
          setFilters({ ...filters, page: 1 });
          return;
        }
      } else {
        const fromUrl = filtersFromSearch(search);
        if (searchFromFilters(fromUrl) !== searchFromFilters(filters)) {
          setFilters(fromUrl);
          return;
        }
      }
    }
    const wanted = searchFromFilters(filters);
    if (wanted !== search) {
      ownWrites.wrote(wanted);
      void navigate({ search: wanted }, { replace: true, preventScrollReset: true });
    }
  }, [search, filters, navigate, setFilters, ownWrites]);

  useEffect(
    () => () => {
      // Forget the URL too, so a remount (StrictMode's included) reads it afresh.
      seenSearch.current = null;
      ownWrites.forget();
      clearCategories();
    },
    [clearCategories, ownWrites],
  );

  useClampedPage();
}

/** A page past the last one (a stale link, fewer results) is rewritten to the last page. */
function useClampedPage() {
  const [filters, setFilters] = useAtom(listingFiltersAtom);
  const { page } = useAtomValue(listingPageAtom);
  const loading = useAtomValue(catalogLoadingAtom);
  const known = useAtomValue(allProductsAtom).length > 0;

  useEffect(() => {
    if (!loading && known && page !== filters.page) setFilters({ ...filters, page });
  }, [loading, known, page, filters, setFilters]);
}
