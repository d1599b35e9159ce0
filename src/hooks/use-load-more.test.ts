import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useLoadMore } from './use-load-more';

describe('useLoadMore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 5 at first', () => {
    const { result } = renderHook(() => useLoadMore(12));
    expect(result.current).toMatchObject({ shown: 5, hasMore: true, loading: false });
  });

  it('adds 5 more after 800 ms, loading meanwhile', () => {
    const { result } = renderHook(() => useLoadMore(12));
    act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ shown: 5, loading: true });
    act(() => {
      vi.advanceTimersByTime(799);
    });
    expect(result.current.shown).toBe(5);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toMatchObject({ shown: 10, loading: false, hasMore: true });
  });

  it('has no more once everything is shown', () => {
    const { result } = renderHook(() => useLoadMore(7));
    act(() => result.current.loadMore());
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toMatchObject({ shown: 7, hasMore: false });
  });

  it('ignores a second Load More while one is pending', () => {
    const { result } = renderHook(() => useLoadMore(20));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current.shown).toBe(10);
  });

  it('shows everything and offers no more when the list is short', () => {
    const { result } = renderHook(() => useLoadMore(3));
    expect(result.current).toMatchObject({ shown: 3, hasMore: false });
  });
});
