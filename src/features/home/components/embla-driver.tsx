import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';

export interface Embla {
  api: EmblaCarouselType;
  autoplay: AutoplayType | undefined;
}

/** The autoplay plugin; our own pause rules replace its own, which resume on mouse leave even with focus inside. */
const createAutoplay = (delayMs: number | undefined): AutoplayType | undefined =>
  delayMs
    ? Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false })
    : undefined;

interface EmblaDriverProps {
  viewport: HTMLElement;
  options: EmblaOptionsType;
  autoplayDelayMs: number | undefined;
  onChange: (embla: Embla | undefined) => void;
}

/**
 * Embla and its autoplay plugin, brought to a carousel's markup once the page is live: they load
 * as their own chunk, after the first paint, and draw nothing themselves.
 */
export function EmblaDriver({ viewport, options, autoplayDelayMs, onChange }: EmblaDriverProps) {
  const [autoplay] = useState(() => createAutoplay(autoplayDelayMs));
  const plugins = useMemo(() => (autoplay ? [autoplay] : []), [autoplay]);
  const [attach, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => onChange(api ? { api, autoplay } : undefined), [api, autoplay, onChange]);
  return null;
}
