import { useEffect } from 'react';

import { useLatest } from './use-latest';

/**
 * Calls `onMatch` when `query` starts to match, e.g. when the window grows past a breakpoint and
 * an overlay that only exists on small screens should close (and stop locking the page).
 */
export function useMediaQueryChange(query: string, onMatch: () => void) {
  const handler = useLatest(onMatch);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) handler.current();
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [handler, query]);
}
