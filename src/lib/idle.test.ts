// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { idle, whenIdleOrUsed } from './idle';

describe('whenIdleOrUsed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once, at the first idle moment', () => {
    let idleCallback: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idleCallback = callback), 7));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    whenIdleOrUsed(run, 2000);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    idleCallback?.();
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest time when the browser is never idle', () => {
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    whenIdleOrUsed(run, 2000);
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("runs at the shopper's first tap or key, before the browser is idle", () => {
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    whenIdleOrUsed(run, 2000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs never once cancelled', () => {
    const run = vi.fn();
    const cancel = whenIdleOrUsed(run, 2000);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
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
