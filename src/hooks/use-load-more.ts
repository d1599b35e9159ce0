import { useCallback, useEffect, useRef, useState } from 'react';

import { LIST_PAGE_SIZE, LOAD_MORE_DELAY_MS } from '@/lib/constants';

/**
 * A list that starts at one page and grows by a page per Load More after a short pause
 * (spec §4 Lists: 5, then 5 more after 800 ms; the button goes once all are shown).
 */
export function useLoadMore(total: number, pageSize = LIST_PAGE_SIZE, delayMs = LOAD_MORE_DELAY_MS) {
  const [limit, setLimit] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = useCallback(() => {
    if (timer.current !== undefined) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setLimit((current) => current + pageSize);
      setLoading(false);
    }, delayMs);
  }, [pageSize, delayMs]);

  return { shown: Math.min(limit, total), hasMore: limit < total, loading, loadMore };
}
