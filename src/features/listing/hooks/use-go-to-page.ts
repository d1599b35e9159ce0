import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';

import { PAGE_CHANGE_SCROLL_DELAY_MS } from '@/lib/constants';
import { scrollBehavior } from '@/lib/reduced-motion';

import { pageAtom } from '../atoms';

/** Changes page, then scrolls smoothly to the top 150 ms later (spec §4). */
export function useGoToPage() {
  const setPage = useSetAtom(pageAtom);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (page: number) => {
      setPage(page);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
      }, PAGE_CHANGE_SCROLL_DELAY_MS);
    },
    [setPage],
  );
}
