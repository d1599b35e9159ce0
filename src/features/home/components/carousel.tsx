import useEmblaCarousel from 'embla-carousel-react';
import { useMemo, useState, type Key, type ReactNode } from 'react';

import { usePrefersReducedMotion } from '@/hooks/use-media-query';

import { createAutoplay, useCarouselAutoplay } from '../hooks/use-carousel-autoplay';
import { useCarouselScrollState } from '../hooks/use-carousel-scroll-state';
import { useSlidesPerView } from '../hooks/use-slides-per-view';
import { CarouselControls } from './carousel-controls';

/**
 * Embla's `duration` is not in milliseconds: with its default friction a slide settles within 1 %
 * of its distance after about 28 ms per unit (measured), so 700 ms is 25.
 */
const EMBLA_MS_PER_DURATION_UNIT = 28;

interface CarouselProps {
  /** The id of the heading that names the carousel, or else a label of its own. */
  labelledBy?: string;
  label?: string;
  slides: { key: Key; content: ReactNode }[];
  /** Minimum viewport width → slides per view. */
  slidesPerView: Readonly<Record<number, number>>;
  speedMs: number;
  autoplayDelayMs?: number;
}

/** A keyboard-reachable carousel (APG pattern): labelled region, slides as groups, prev/next buttons. */
export function Carousel({
  labelledBy,
  label,
  slides,
  slidesPerView,
  speedMs,
  autoplayDelayMs,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const perView = useSlidesPerView(slidesPerView);
  const options = useMemo(
    () => ({
      align: 'start' as const,
      duration: reducedMotion ? 0 : Math.round(speedMs / EMBLA_MS_PER_DURATION_UNIT),
    }),
    [reducedMotion, speedMs],
  );
  const [autoplayPlugin] = useState(() => createAutoplay(autoplayDelayMs));
  const plugins = useMemo(() => (autoplayPlugin ? [autoplayPlugin] : []), [autoplayPlugin]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const autoplay = useCarouselAutoplay(api, autoplayPlugin);
  const { canPrev, canNext } = useCarouselScrollState(api);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      aria-label={label}
      className="flex flex-col gap-3"
      {...autoplay.pauseHandlers}
    >
      <CarouselControls
        canPrev={canPrev}
        canNext={canNext}
        onPrev={() => api?.scrollPrev()}
        onNext={() => api?.scrollNext()}
        autoplay={
          autoplay.hasAutoplay ? { paused: autoplay.userPaused, onToggle: autoplay.togglePaused } : undefined
        }
      />
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y" aria-live={autoplay.playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 pl-4"
              style={{ flexBasis: `${100 / perView}%` }}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
