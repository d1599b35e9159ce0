import type { CSSProperties } from 'react';

/**
 * A row of items that scrolls sideways when it is wider than its box (the tabs on a phone): which
 * of its ends hide items, and where to scroll it to show one item in full.
 */

/** How wide the fade is at an end that hides items; a shown item is kept clear of it. */
export const ROW_FADE_PX = 32;

/** A row's box and how far it is scrolled, as the browser measures them. */
export interface RowBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Which ends of the row have items scrolled out of sight beyond them. */
export interface HiddenEnds {
  start: boolean;
  end: boolean;
}

/*
 * Zoomed and high-density screens measure in fractions of a pixel: a scrolled row at its end can
 * read a fraction short of it, which is no item hidden.
 */
const SLACK_PX = 1;

export function hiddenEnds({ scrollLeft, clientWidth, scrollWidth }: RowBox): HiddenEnds {
  return {
    start: scrollLeft > SLACK_PX,
    end: scrollLeft + clientWidth < scrollWidth - SLACK_PX,
  };
}

/**
 * The scrollLeft that shows an item in full and `margin` clear of the row's sides where the row
 * can scroll that far, moving it as little as it can: the row's own scrollLeft when the item is
 * shown already. An item wider than the row is shown from its start. `item.left` is measured from
 * the start of the row's content, not of its box.
 */
export function scrollLeftToShow(
  row: RowBox,
  item: { left: number; width: number },
  margin = ROW_FADE_PX,
): number {
  const from = item.left - margin;
  const to = item.left + item.width + margin;
  const last = Math.max(0, row.scrollWidth - row.clientWidth);
  const clamp = (left: number) => Math.min(last, Math.max(0, left));
  if (from < row.scrollLeft) return clamp(from);
  if (to > row.scrollLeft + row.clientWidth) return clamp(Math.min(from, to - row.clientWidth));
  return row.scrollLeft;
}

/**
 * Fades the ends of the row that hide items, so a shopper sees that there is more to swipe to. A
 * mask rather than a gradient laid over the row: it fades the items on any background.
 */
export function fadeStyle(ends: HiddenEnds): CSSProperties | undefined {
  if (!ends.start && !ends.end) return undefined;
  const image = `linear-gradient(to right, ${ends.start ? 'transparent' : '#000'}, #000 ${ROW_FADE_PX}px, #000 calc(100% - ${ROW_FADE_PX}px), ${ends.end ? 'transparent' : '#000'})`;
  return { maskImage: image, WebkitMaskImage: image };
}
