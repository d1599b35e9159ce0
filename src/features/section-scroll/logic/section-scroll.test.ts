import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  afterNavigationSettles,
  retryUntilFound,
  sectionScrollTarget,
  sectionScrollTop,
  stickyBarOffset,
} from './section-scroll';

const fakeTimers = () => ({
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
});

describe('stickyBarOffset', () => {
  it('uses the measured sticky bar height when there is one', () => {
    expect(stickyBarOffset(58, 390)).toBe(58);
    expect(stickyBarOffset(80, 1280)).toBe(80);
  });

  it('falls back to 62 px up to 640 px wide and 75 px above', () => {
    expect(stickyBarOffset(undefined, 390)).toBe(62);
    expect(stickyBarOffset(0, 640)).toBe(62);
    expect(stickyBarOffset(undefined, 641)).toBe(75);
    expect(stickyBarOffset(0, 1280)).toBe(75);
  });
});

describe('sectionScrollTop', () => {
  it('puts the section top just under the sticky bar', () => {
    expect(sectionScrollTop(900, 300, 75)).toBe(1125);
  });

  it('never scrolls above the top of the page', () => {
    expect(sectionScrollTop(20, 0, 75)).toBe(0);
  });
});

describe('retryUntilFound', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts at once when the target is there', () => {
    const onFound = vi.fn();
    const onMissing = vi.fn();
    retryUntilFound({ find: () => 'section', onFound, onMissing, timers: fakeTimers() });
    expect(onFound).toHaveBeenCalledWith('section');
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('retries a missing target 100 ms apart until it appears', () => {
    let target: string | null = null;
    const onFound = vi.fn();
    const onMissing = vi.fn();
    retryUntilFound({ find: () => target, onFound, onMissing, timers: fakeTimers() });
    expect(onMissing).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(onMissing).toHaveBeenCalledTimes(1);
    target = 'section';
    vi.advanceTimersByTime(1);
    expect(onFound).toHaveBeenCalledWith('section');
  });

  it('gives up after 3 retries, warning at every miss', () => {
    const onMissing = vi.fn();
    const find = vi.fn(() => null);
    retryUntilFound({ find, onFound: vi.fn(), onMissing, timers: fakeTimers() });
    vi.advanceTimersByTime(1000);
    expect(find).toHaveBeenCalledTimes(4);
    expect(onMissing.mock.calls.map(([left]) => left as number)).toEqual([3, 2, 1, 0]);
  });

  it('stops retrying once cancelled', () => {
    const find = vi.fn(() => null);
    const cancel = retryUntilFound({ find, onFound: vi.fn(), onMissing: vi.fn(), timers: fakeTimers() });
    cancel();
    vi.advanceTimersByTime(1000);
    expect(find).toHaveBeenCalledTimes(1);
  });
});

describe('afterNavigationSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms, the next frame, then 50 ms more', () => {
    const task = vi.fn();
    afterNavigationSettles(task, fakeTimers());
    vi.advanceTimersByTime(100 + 16 + 49);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing when cancelled first', () => {
    const task = vi.fn();
    const cancel = afterNavigationSettles(task, fakeTimers());
    vi.advanceTimersByTime(120);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });

  it('asks for no frame once cancelled during the first delay', () => {
    const timers = fakeTimers();
    const requestAnimationFrame = vi.spyOn(timers, 'requestAnimationFrame');
    const cancel = afterNavigationSettles(vi.fn(), timers);
    vi.advanceTimersByTime(50);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(requestAnimationFrame).not.toHaveBeenCalled();
  });

  it('sets no second delay once cancelled while waiting for the frame', () => {
    const timers = fakeTimers();
    const setTimeoutSpy = vi.spyOn(timers, 'setTimeout');
    const cancel = afterNavigationSettles(vi.fn(), timers);
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(setTimeoutSpy).toHaveBeenCalledTimes(1);
  });
});

describe('sectionScrollTarget', () => {
  it('reads the section a link asked for from the navigation state', () => {
    expect(sectionScrollTarget({ scrollTo: 'best-seller' })).toBe('best-seller');
  });

  it('ignores state without a section name', () => {
    expect(sectionScrollTarget(null)).toBeUndefined();
    expect(sectionScrollTarget({ scrollTo: 3 })).toBeUndefined();
    expect(sectionScrollTarget('best-seller')).toBeUndefined();
  });
});
