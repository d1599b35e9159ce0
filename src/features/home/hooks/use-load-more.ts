import { useEffect, useRef, useState } from 'react';

import { LIST_PAGE_SIZE, LOAD_MORE_DELAY_MS } from '@/lib/constants';

/**
 * A list that shows 5 and adds 5 more per Load More after 800 ms (spec §4 Lists). Give the list
 * a new React key to start again at 5 (the new-products sort does).
 */
export function useLoadMore(total: number) {
  const [shown, setShown] = useState(LIST_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = () => {
    if (loading) return;
    setLoading(true);
    timer.current = setTimeout(() => {
      setShown((count) => count + LIST_PAGE_SIZE);
      setLoading(false);
    }, LOAD_MORE_DELAY_MS);
  };

  return { shown, loading, loadMore, hasMore: shown < total };
}
