import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useRef, useState, type FocusEvent } from 'react';

import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/**
 * Runs the autoplay plugin: it pauses while the pointer is over the carousel or focus is inside it, never starts
 * on its own for people who prefer reduced motion, and can be paused with a button (WCAG 2.2.2).
 *
 * The first move comes at `firstMoveAt` (on `performance.now()`'s clock: the autoplay's delay after
 * the shopper could first see the carousel move), however late the plugin itself arrived: Embla
 * loads once the page is idle, and a shopper counts the delay from the page, not from Embla. A
 * carousel started, paused or hovered later waits the plugin's whole delay, as it would anyway.
 */
export function useCarouselAutoplay(
  hasAutoplay: boolean,
  api: EmblaCarouselType | undefined,
  plugin: AutoplayType | undefined,
  firstMoveAt?: number,
) {
  const reducedMotion = usePrefersReducedMotion();
  // Unset until the shopper presses the button: until then a preference for reduced motion, which
  // a prerendered page learns only once it is live, keeps the carousel still.
  const [pausedByButton, setPausedByButton] = useState<boolean | undefined>(undefined);
  const userPaused = pausedByButton ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = hasAutoplay && !userPaused && !hovered && !focused;
  // Whether the first move is still to be timed from `firstMoveAt`: only the carousel's first play.
  const firstPlay = useRef(true);

  useEffect(() => {
    if (!api || !plugin) return;
    let firstMove: ReturnType<typeof setTimeout> | undefined;
    const apply = () => {
      const timedFromPage = firstPlay.current && firstMoveAt !== undefined;
      firstPlay.current = false;
      // The plugin does not initialise when there is nothing to scroll to.
      if (!playing || api.scrollSnapList().length <= 1) {
        clearTimeout(firstMove);
        firstMove = undefined;
        plugin.stop();
        return;
      }
      // Slides added meanwhile start Embla again (reInit): the first move keeps its time.
      if (firstMove !== undefined) return;
      if (!timedFromPage) {
        plugin.play();
        return;
      }
      firstMove = setTimeout(
        () => {
          firstMove = undefined;
          if (api.canScrollNext()) api.scrollNext();
          else api.scrollTo(0);
          plugin.play();
        },
        Math.max(0, firstMoveAt - performance.now()),
      );
    };
    apply();
    api.on('reInit', apply);
    return () => {
      clearTimeout(firstMove);
      api.off('reInit', apply);
    };
  }, [api, plugin, playing, firstMoveAt]);

  return {
    hasAutoplay,
    playing,
    userPaused,
    togglePaused: () => setPausedByButton(!userPaused),
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
