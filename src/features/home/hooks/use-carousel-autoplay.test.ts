import { act, renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useCarouselAutoplay } from './use-carousel-autoplay';

/** An Embla with three slides and its autoplay plugin, recording what the hook asks of them. */
function fakeEmbla() {
  const listeners = new Set<() => void>();
  const api = {
    scrollSnapList: () => [0, 1, 2],
    canScrollNext: () => true,
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    on: (_event: string, listener: () => void) => listeners.add(listener),
    off: (_event: string, listener: () => void) => listeners.delete(listener),
  };
  const plugin = { play: vi.fn(), stop: vi.fn() };
  return {
    api: api as unknown as EmblaCarouselType,
    plugin: plugin as unknown as AutoplayType,
    calls: { scrollNext: api.scrollNext, play: plugin.play, stop: plugin.stop },
    reInit: () => listeners.forEach((listener) => listener()),
  };
}

describe('useCarouselAutoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves first at the time it was given, though Embla came late, then hands over to the plugin', () => {
    const embla = fakeEmbla();
    // Embla arrives 1500 ms before the first move is due (the page went live 500 ms ago).
    const firstMoveAt = performance.now() + 1500;
    renderHook(() => useCarouselAutoplay(true, embla.api, embla.plugin, firstMoveAt));
    expect(embla.calls.play).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(embla.calls.scrollNext).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(embla.calls.scrollNext).toHaveBeenCalledTimes(1);
    expect(embla.calls.play).toHaveBeenCalledTimes(1);
  });

  it('keeps the first move its time when slides added meanwhile start Embla again', () => {
    const embla = fakeEmbla();
    const firstMoveAt = performance.now() + 1000;
    renderHook(() => useCarouselAutoplay(true, embla.api, embla.plugin, firstMoveAt));
    act(() => {
      vi.advanceTimersByTime(600);
    });
    act(() => {
      embla.reInit();
    });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(embla.calls.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('moves at once when Embla comes after the first move was due', () => {
    const embla = fakeEmbla();
    renderHook(() => useCarouselAutoplay(true, embla.api, embla.plugin, performance.now() - 200));
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(embla.calls.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('does not move while hovered, and after that waits the whole delay again', () => {
    const embla = fakeEmbla();
    const firstMoveAt = performance.now() + 1000;
    const { result } = renderHook(() => useCarouselAutoplay(true, embla.api, embla.plugin, firstMoveAt));
    act(() => result.current.pauseHandlers.onMouseEnter());
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(embla.calls.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.pauseHandlers.onMouseLeave());
    // The plugin's own timer, its whole delay, moves it from here.
    expect(embla.calls.play).toHaveBeenCalledTimes(1);
    expect(embla.calls.scrollNext).not.toHaveBeenCalled();
  });

  it('without a first move time, plays as soon as Embla is here', () => {
    const embla = fakeEmbla();
    renderHook(() => useCarouselAutoplay(true, embla.api, embla.plugin));
    expect(embla.calls.play).toHaveBeenCalledTimes(1);
  });
});
