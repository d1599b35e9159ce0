import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { scrollBehavior } from '@/lib/reduced-motion';
import { fadeStyle, hiddenEnds, scrollLeftToShow, type HiddenEnds } from '@/lib/scroll-row';

const NONE_HIDDEN: HiddenEnds = { start: false, end: false };

/**
 * A row that scrolls sideways when it is too narrow for its items (its children, in order): keeps
 * the `shown` item in sight, at once when the row is first drawn or changes size and smoothly
 * (unless the shopper asked for less motion) when another is shown, and fades the ends that hide
 * items (`style`). Only the row scrolls, never the page: a row below the fold stays where it is.
 */
export function useScrollRow<Row extends HTMLElement>(shown: number, itemCount: number) {
  const rowRef = useRef<Row>(null);
  const [ends, setEnds] = useState<HiddenEnds>(NONE_HIDDEN);

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const next = hiddenEnds(row);
    setEnds((last) => (last.start === next.start && last.end === next.end ? last : next));
  }, []);

  const showItem = useCallback((index: number, behavior: () => ScrollBehavior) => {
    const row = rowRef.current;
    const item = row?.children[index];
    if (!row || !item) return;
    const rowBox = row.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    const left = scrollLeftToShow(row, {
      left: itemBox.left - rowBox.left - row.clientLeft + row.scrollLeft,
      width: itemBox.width,
    });
    if (Math.abs(left - row.scrollLeft) >= 1) row.scrollTo({ left, behavior: behavior() });
  }, []);

  // The item shown last time, so a change of item scrolls smoothly and the first drawing does not.
  const lastShown = useRef<number | null>(null);
  useLayoutEffect(() => {
    showItem(shown, lastShown.current === null ? () => 'instant' : scrollBehavior);
    lastShown.current = shown;
    measure();
  }, [shown, showItem, measure]);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    row.addEventListener('scroll', measure, { passive: true });
    // A turned phone, a zoom or a late web font changes what fits: show the item again at once.
    const resized =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            if (lastShown.current !== null) showItem(lastShown.current, () => 'instant');
            measure();
          })
        : null;
    if (resized) [row, ...row.children].forEach((element) => resized.observe(element));
    return () => {
      row.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [itemCount, measure, showItem]);

  return { rowRef, style: fadeStyle(ends) };
}
