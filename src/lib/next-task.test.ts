import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { nextTask } from './next-task';

/** Whether `promise` has settled, read after every microtask queued so far has run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('nextTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a timer rather than resolving in the current task', async () => {
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    await vi.runOnlyPendingTimersAsync();
    expect(done).toBe(true);
  });

  it('resolves as soon as timers run when given no delay', async () => {
    expect(await settled(nextTask())).toBe(true);
  });

  it('resolves only once the given milliseconds have passed', async () => {
    const waiting = nextTask(50);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(49);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
