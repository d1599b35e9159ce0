import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import { useEffect, useState, type FocusEvent } from 'react';

import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/** The autoplay plugin; our own pause rules replace its own, which resume on mouse leave even with focus inside. */
export const createAutoplay = (delayMs: number | undefined): AutoplayType | undefined =>
  delayMs
    ? Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false })
    : undefined;

/**
 * Runs the autoplay plugin: it pauses while the pointer is over the carousel or focus is inside it, never starts
 * on its own for people who prefer reduced motion, and can be paused with a button (WCAG 2.2.2).
 */
export function useCarouselAutoplay(api: EmblaCarouselType | undefined, plugin: AutoplayType | undefined) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = plugin !== undefined && !userPaused && !hovered && !focused;

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
    hasAutoplay: plugin !== undefined,
    playing,
    userPaused,
    togglePaused: () => setUserPaused((paused) => !paused),
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
