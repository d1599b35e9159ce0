import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { idle, whenIdle, whenSettled } from './idle';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once, at the idle moment the browser gives within the latest time', () => {
    let idleCallback: (() => void) | undefined;
    const requestIdle = vi.fn((callback: () => void) => ((idleCallback = callback), 7));
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    whenIdle(run, 2000);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(run).not.toHaveBeenCalled();
    idleCallback?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs never once cancelled', () => {
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    whenIdle(vi.fn(), 2000)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);

    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run, 2000)();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback, waits one short task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const waited = vi.fn();
    void idle(2000).then(waited);
    await vi.advanceTimersByTimeAsync(49);
    expect(waited).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toHaveBeenCalledTimes(1);
  });
});

describe('whenSettled', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** An idle callback the test answers by hand, with the time it says is left. */
  function stubIdle() {
    const waiting: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: (deadline: IdleDeadline) => void) => waiting.push(callback)),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const give = (left: number) => waiting.shift()?.({ didTimeout: false, timeRemaining: () => left });
    return give;
  }

  it('runs after three quiet idle periods in a row, not in the short gaps of a busy start', () => {
    const give = stubIdle();
    const run = vi.fn();
    whenSettled(run, 60_000);
    give(49);
    give(3); // a gap between two tasks: the count starts again
    give(49);
    give(49);
    expect(run).not.toHaveBeenCalled();
    give(49);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs never once cancelled', () => {
    const give = stubIdle();
    const run = vi.fn();
    const cancel = whenSettled(run, 60_000);
    give(49);
    cancel();
    give(49);
    give(49);
    expect(run).not.toHaveBeenCalled();
  });
});
