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
    // The track on a layer of its own: Embla moves it every frame of a slide (every 2 s on the
    // featured carousel), and on its own layer each frame is composited rather than the section
    // painted again. Chromium's CPU on an idle home page, 1280 px wide: 0.27 of a core without the
    // layer, 0.16 with it (390 px: 0.19 and 0.12). Set here, with Embla, so the page's first
    // stylesheet does not carry it.
    const track = viewport.firstElementChild;
    if (track instanceof HTMLElement) track.style.setProperty('will-change', 'transform');
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => onChange(api ? { api, autoplay } : undefined), [api, autoplay, onChange]);
  return null;
}
