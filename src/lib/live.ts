/**
 * The performance mark a page sets as it goes live (app/app.tsx): from then on its controls answer.
 * Timings that count from live read it (the featured carousel's first move), and so do tests and
 * Lighthouse's user timings.
 */
export const LIVE_MARK = 'live';

/** Sets the live mark, once per page. */
export function markLive() {
  if (performance.getEntriesByName(LIVE_MARK, 'mark').length === 0) performance.mark(LIVE_MARK);
}

/** When the page went live, on `performance.now()`'s clock; undefined before then. */
export const liveAt = (): number | undefined => performance.getEntriesByName(LIVE_MARK, 'mark')[0]?.startTime;
