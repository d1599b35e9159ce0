import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the carousel can scroll back and forward, kept in step with Embla's own state. Before
 * Embla starts (a prerendered page before it is live) it is at its first slide, and Next is
 * offered when there is more than one: a tap on it then is kept (see the carousel).
 */
export function useCarouselScrollState(api: EmblaCarouselType | undefined, slideCount: number) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('select', onChange).on('reInit', onChange);
      return () => {
        api?.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? slideCount > 1,
    () => slideCount > 1,
  );
  return { canPrev, canNext };
}
