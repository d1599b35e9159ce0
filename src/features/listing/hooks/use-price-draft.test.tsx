import { act, renderHook } from '@testing-library/react';
import { createStore, Provider, useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { listingFiltersAtom, priceRangeAtom } from '../atoms';
import { DEFAULT_FILTERS } from '../logic/filters-url';
import { usePriceDraft } from './use-price-draft';

/** The draft of the listing's price filter, as its filter panel makes it. */
function useListingPriceDraft() {
  const [range, setRange] = useAtom(priceRangeAtom);
  return usePriceDraft(range, setRange);
}

describe('price draft', () => {
  let store: ReturnType<typeof createStore>;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createStore();
    store.set(listingFiltersAtom, { ...DEFAULT_FILTERS, page: 3 });
  });
  afterEach(() => vi.useRealTimers());

  it('reaches the shared range only after a 700 ms pause, and goes back to page 1', () => {
    const { result } = renderHook(useListingPriceDraft, { wrapper });
    act(() => result.current.change(() => [100, 5000]));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    act(() => result.current.change(() => [200, 5000]));
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(result.current.draft).toEqual([200, 5000]);
    expect(store.get(priceRangeAtom)).toEqual([0, 5000]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store.get(listingFiltersAtom)).toMatchObject({ priceRange: [200, 5000], page: 1 });
  });

  it('pushes a waiting change at once when the panel goes away', () => {
    const { result, unmount } = renderHook(useListingPriceDraft, { wrapper });
    act(() => result.current.change(() => [0, 900]));
    unmount();
    expect(store.get(priceRangeAtom)).toEqual([0, 900]);
  });

  it('follows the shared range when something else changes it', () => {
    const { result } = renderHook(useListingPriceDraft, { wrapper });
    act(() => store.set(priceRangeAtom, [300, 400]));
    expect(result.current.draft).toEqual([300, 400]);
  });

  it('lets two changes made in one go both count (both sliders moved before the page was live)', () => {
    const { result } = renderHook(useListingPriceDraft, { wrapper });
    act(() => {
      result.current.change(([, max]) => [400, max]);
      result.current.change(([min]) => [min, 900]);
    });
    expect(result.current.draft).toEqual([400, 900]);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(store.get(priceRangeAtom)).toEqual([400, 900]);
  });

  it('drops a waiting change on reset', () => {
    const { result } = renderHook(useListingPriceDraft, { wrapper });
    act(() => result.current.change(() => [100, 200]));
    act(() => result.current.resetTo([0, 5000]));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.draft).toEqual([0, 5000]);
    expect(store.get(priceRangeAtom)).toEqual([0, 5000]);
  });
});
