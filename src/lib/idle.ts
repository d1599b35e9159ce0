/**
 * Calls `run` once, at the browser's next idle moment or after `latestMs` at the latest, with what
 * is left of that moment: a function to read as work goes on in it (its milliseconds left; 0 once
 * it is over, for a moment that came by the time limit, and without requestIdleCallback (Safari),
 * where the idle moment is a task after 50 ms). Returns a function that cancels it.
 */
export function whenIdle(run: (timeLeft: () => number) => void, latestMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(
      (deadline) => run(() => (deadline.didTimeout ? 0 : deadline.timeRemaining())),
      { timeout: latestMs },
    );
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => run(() => 0), Math.min(50, latestMs));
  return () => clearTimeout(timer);
}

/** The browser's next idle moment, or `latestMs` at the latest, with what is left of it (as `whenIdle`). */
export const idleMoment = (latestMs: number) =>
  new Promise<() => number>((resolve) => {
    whenIdle(resolve, latestMs);
  });

/** An idle period this long is one where nothing else was waiting: the browser grants up to 50 ms. */
const QUIET_PERIOD_MS = 40;
/** Quiet idle periods in a row that make the page settled. */
const QUIET_PERIODS = 3;

/**
 * Calls `run` once the page has settled: its load event has fired and the browser has then given
 * QUIET_PERIODS idle periods in a row of QUIET_PERIOD_MS or more (nothing else waiting), or after
 * `latestMs` from the load event at the latest. An idle callback alone comes in any gap between
 * two tasks of a busy start; this waits for the start to be over. Returns a function that cancels it.
 */
export function whenSettled(run: () => void, latestMs: number): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const settle = () => {
    const until = performance.now() + latestMs;
    let quiet = 0;
    const next = () => {
      if (cancelled) return;
      if (typeof requestIdleCallback !== 'function') {
        cancelWait = whenIdle(run, latestMs);
        return;
      }
      const handle = requestIdleCallback(
        (deadline) => {
          quiet = !deadline.didTimeout && deadline.timeRemaining() >= QUIET_PERIOD_MS ? quiet + 1 : 0;
          if (quiet >= QUIET_PERIODS || performance.now() >= until) run();
          else next();
        },
        { timeout: Math.max(1, until - performance.now()) },
      );
      cancelWait = () => cancelIdleCallback(handle);
    };
    next();
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancelWait = () => window.removeEventListener('load', settle);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}
