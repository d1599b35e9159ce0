import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@/lib/constants';
import { scrollBehavior } from '@/lib/reduced-motion';

import { searchStateFromUrl, searchUrlOf, type SearchPageState } from '../logic/search-url';

/**
 * The results page's state, kept in its address only (shareable, reload-safe): a new query is a
 * new history entry (the header's search), a filter, a sort or a page rewrites the entry in place.
 * A change of filter goes back to page 1; a change of page scrolls to the top 150 ms later.
 */
export function useSearchPageState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => searchStateFromUrl(search), [search]);
  // Changes made in one go, before the address shows the first (two boxes ticked before the page
  // was live): each builds on the one before while the address is still the one they started from.
  const written = useRef<{ from: string; state: SearchPageState } | null>(null);

  const change = useCallback(
    (update: Partial<SearchPageState>) => {
      const base = written.current?.from === search ? written.current.state : state;
      const next = { ...base, page: 1, ...update };
      written.current = { from: search, state: next };
      void navigate({ search: searchUrlOf(next) }, { replace: true, preventScrollReset: true });
    },
    [navigate, search, state],
  );

  const goToPage = useCallback(
    (page: number) => {
      change({ page });
      window.setTimeout(
        () => window.scrollTo({ top: 0, behavior: scrollBehavior() }),
        PAGE_CHANGE_SCROLL_DELAY_MS,
      );
    },
    [change],
  );

  /** The brands as the last change in this go left them. */
  const brandsNow = useCallback(
    () => (written.current?.from === search ? written.current.state.brands : state.brands),
    [search, state],
  );

  return { state, change, goToPage, brandsNow };
}
