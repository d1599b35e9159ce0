import type { EmblaCarouselType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useState, type FocusEvent } from 'react';

import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/**
 * Runs the autoplay plugin: it pauses while the pointer is over the carousel or focus is inside it, never starts
 * on its own for people who prefer reduced motion, and can be paused with a button (WCAG 2.2.2).
 */
export function useCarouselAutoplay(
  hasAutoplay: boolean,
  api: EmblaCarouselType | undefined,
  plugin: AutoplayType | undefined,
) {
  const reducedMotion = usePrefersReducedMotion();
  // Unset until the shopper presses the button: until then a preference for reduced motion, which
  // a prerendered page learns only once it is live, keeps the carousel still.
  const [pausedByButton, setPausedByButton] = useState<boolean | undefined>(undefined);
  const userPaused = pausedByButton ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = hasAutoplay && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!api || !plugin) return;
    const apply = () => {
      // The plugin does not initialise when there is nothing to scroll to.
      if (playing && api.scrollSnapList().length > 1) plugin.play();
      else plugin.stop();
    };
    apply();
    api.on('reInit', apply);
    return () => {
      api.off('reInit', apply);
    };
  }, [api, plugin, playing]);

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
