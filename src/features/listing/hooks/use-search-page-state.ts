import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@/lib/constants';
import { scrollBehavior } from '@/lib/reduced-motion';

import { searchStateFromUrl, searchUrlOf, type SearchPageState } from '../logic/search-url';

/**
 * The results page's state, kept in its address only (shareable, reload-safe): a new query is a
 * new history entry (the header's search), a filter, a sort or a page rewrites the entry in place.
 * A change of filter goes back to page 1; a change of page scrolls to the top 150 ms later. The
 * router applies a new address in a transition, so until it does the page shows the change it
 * asked for (a ticked box stays ticked), not the address it is leaving.
 */
export function useSearchPageState() {
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => searchStateFromUrl(search), [search]);
  // Changes made in one go, before the address shows the first (two boxes ticked before the page
  // was live): each builds on the one before while the history entry is still the one they
  // started from. Every navigation makes a new entry, even to the same address, so a later visit
  // to it (the header's search for the same words) starts from its address, not from old changes.
  const written = useRef<{ entry: string; state: SearchPageState } | null>(null);
  // The same, for drawing: the ref lets changes of one event build on each other, the state
  // re-renders the page with the change at once.
  const [asked, setAsked] = useState<{ entry: string; state: SearchPageState } | null>(null);

  const change = useCallback(
    (update: Partial<SearchPageState>) => {
      const base = written.current?.entry === key ? written.current.state : state;
      const next = { ...base, page: 1, ...update };
      written.current = { entry: key, state: next };
      setAsked(written.current);
      void navigate({ search: searchUrlOf(next) }, { replace: true, preventScrollReset: true });
    },
    [key, navigate, state],
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
    () => (written.current?.entry === key ? written.current.state.brands : state.brands),
    [key, state],
  );

  // Shown only while the entry it was asked on is the current one: once the router has moved, the
  // address is the truth.
  const shown = asked?.entry === key ? asked.state : state;
  return { state: shown, change, goToPage, brandsNow };
}
