/**
 * Calls `run` once, at the first of: the browser's next idle moment, the shopper's first tap or
 * key, or `latestMs`. Returns a function that cancels it. Without requestIdleCallback (Safari),
 * the idle moment is a task after 50 ms.
 */
export function whenIdleOrUsed(run: () => void, latestMs: number, used = true): () => void {
  let done = false;
  const cancel = () => {
    done = true;
    if (typeof cancelIdleCallback === 'function' && idleHandle !== undefined) cancelIdleCallback(idleHandle);
    clearTimeout(timer);
    if (used) {
      removeEventListener('pointerdown', fire, true);
      removeEventListener('keydown', fire, true);
    }
  };
  const fire = () => {
    if (done) return;
    cancel();
    run();
  };
  const idleHandle =
    typeof requestIdleCallback === 'function' ? requestIdleCallback(fire, { timeout: latestMs }) : undefined;
  const timer = setTimeout(fire, idleHandle === undefined ? Math.min(50, latestMs) : latestMs);
  if (used) {
    addEventListener('pointerdown', fire, true);
    addEventListener('keydown', fire, true);
  }
  return cancel;
}

/** The browser's next idle moment, or `latestMs` at the latest. */
export const idle = (latestMs: number) =>
  new Promise<void>((resolve) => {
    whenIdleOrUsed(resolve, latestMs, false);
  });
