/**
 * Calls `run` once, at the browser's next idle moment or after `latestMs` at the latest. Returns a
 * function that cancels it. Without requestIdleCallback (Safari), the idle moment is a task after
 * 50 ms.
 */
export function whenIdle(run: () => void, latestMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: latestMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, Math.min(50, latestMs));
  return () => clearTimeout(timer);
}

/** The browser's next idle moment, or `latestMs` at the latest. */
export const idle = (latestMs: number) =>
  new Promise<void>((resolve) => {
    whenIdle(resolve, latestMs);
  });
