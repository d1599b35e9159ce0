import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { idleMoment, whenIdle, whenSettled } from './idle';

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

  it('without requestIdleCallback, waits one short task, with nothing of it left', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const waited = vi.fn<(timeLeft: () => number) => void>();
    void idleMoment(2000).then(waited);
    await vi.advanceTimersByTimeAsync(49);
    expect(waited).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toHaveBeenCalledTimes(1);
    expect(waited.mock.calls[0]?.[0]()).toBe(0);
  });

  it('tells what is left of the idle moment as the work in it goes on, and nothing of one that came by the time limit', async () => {
    let left = 30;
    const moments: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) =>
      moments.push(callback),
    );
    const given = idleMoment(2000);
    const late = idleMoment(2000);
    moments[0]?.({ didTimeout: false, timeRemaining: () => left });
    moments[1]?.({ didTimeout: true, timeRemaining: () => 50 });
    const timeLeft = await given;
    expect(timeLeft()).toBe(30);
    left = 4;
    expect(timeLeft()).toBe(4);
    expect((await late)()).toBe(0);
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
