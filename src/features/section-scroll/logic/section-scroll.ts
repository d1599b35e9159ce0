import {
  SCROLL_RETRY_INTERVAL_MS,
  SCROLL_RETRY_MAX,
  SECTION_SCROLL_DELAY_MS,
  SECTION_SCROLL_FRAME_DELAY_MS,
  STICKY_BAR_HEIGHT_NARROW_PX,
  STICKY_BAR_HEIGHT_WIDE_PX,
  STICKY_BAR_NARROW_MAX_WIDTH_PX,
} from '@/lib/constants';

/** The sticky bar's measured height, or the spec's fallback for this width when it cannot be measured. */
export function stickyBarOffset(measuredHeight: number | undefined, viewportWidth: number): number {
  if (measuredHeight !== undefined && measuredHeight > 0) return measuredHeight;
  return viewportWidth <= STICKY_BAR_NARROW_MAX_WIDTH_PX
    ? STICKY_BAR_HEIGHT_NARROW_PX
    : STICKY_BAR_HEIGHT_WIDE_PX;
}

/** The page offset that puts a section's top just under the sticky bar. */
export function sectionScrollTop(sectionViewportTop: number, scrollY: number, offset: number): number {
  return Math.max(0, Math.round(sectionViewportTop + scrollY - offset));
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  requestAnimationFrame: (callback: () => void) => unknown;
}

interface RetryOptions<T> {
  find: () => T | null;
  onFound: (target: T) => void;
  /** Told about each miss, with how many retries are left. */
  onMissing: (retriesLeft: number) => void;
  timers: Pick<Timers, 'setTimeout'>;
  maxRetries?: number;
  intervalMs?: number;
}

/**
 * Looks for a target now and, while it is missing, up to `maxRetries` more times `intervalMs`
 * apart: home sections may render a moment after the page does. Returns a cancel function.
 */
export function retryUntilFound<T>({
  find,
  onFound,
  onMissing,
  timers,
  maxRetries = SCROLL_RETRY_MAX,
  intervalMs = SCROLL_RETRY_INTERVAL_MS,
}: RetryOptions<T>): () => void {
  let cancelled = false;
  const attempt = (retriesLeft: number) => {
    if (cancelled) return;
    const target = find();
    if (target) {
      onFound(target);
      return;
    }
    onMissing(retriesLeft);
    if (retriesLeft > 0) timers.setTimeout(() => attempt(retriesLeft - 1), intervalMs);
  };
  attempt(maxRetries);
  return () => {
    cancelled = true;
  };
}

/**
 * Runs `task` once a newly opened page has settled: a first delay, the next animation frame, then
 * a short second delay (spec §4 Scrolling to sections). Returns a cancel function.
 */
export function afterNavigationSettles(task: () => void, timers: Timers): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  timers.setTimeout(() => {
    if (cancelled) return;
    timers.requestAnimationFrame(() => {
      if (!cancelled) timers.setTimeout(run, SECTION_SCROLL_FRAME_DELAY_MS);
    });
  }, SECTION_SCROLL_DELAY_MS);
  return () => {
    cancelled = true;
  };
}

/** The section a link asked the next page to scroll to (its navigation state), if any. */
export const sectionScrollTarget = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('scrollTo' in state)) return undefined;
  return typeof state.scrollTo === 'string' ? state.scrollTo : undefined;
};
