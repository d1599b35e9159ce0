import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { PRICE_PUSH_DELAY_MS } from '@/lib/constants';

import type { PriceRange } from '../types';

/**
 * The price sliders' own value. It reaches the shared filter (`committed`, changed by `commit`)
 * after a 700 ms pause (spec §4), so dragging does not re-run the listing on every step; leaving
 * the panel pushes it at once.
 */
export function usePriceDraft(committed: PriceRange, commit: (range: PriceRange) => void) {
  const [draft, setDraft] = useState<PriceRange>(committed);
  // The draft as the last change left it, for a second change made before the next render.
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);
  const pending = useRef<{ timer: number; value: PriceRange } | null>(null);

  const cancel = useCallback(() => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  // Reset Filters or a new URL moves the shared value: the sliders follow it.
  const [shown, setShown] = useState(committed);
  if (shown !== committed) {
    setShown(committed);
    setDraft(committed);
  }

  /** Takes how to get the new range from the current one, so two changes in one go both count. */
  const change = useCallback(
    (update: (current: PriceRange) => PriceRange) => {
      cancel();
      const value = update(latest.current);
      latest.current = value;
      setDraft(value);
      const timer = window.setTimeout(() => {
        pending.current = null;
        commit(value);
      }, PRICE_PUSH_DELAY_MS);
      pending.current = { timer, value };
    },
    [cancel, commit],
  );

  useEffect(
    () => () => {
      const value = pending.current?.value;
      cancel();
      if (value) commit(value);
    },
    [cancel, commit],
  );

  /** Drops a change still waiting to be pushed and shows `value` (Reset Filters). */
  const resetTo = useCallback(
    (value: PriceRange) => {
      cancel();
      setDraft(value);
    },
    [cancel],
  );

  return { draft, change, resetTo };
}
