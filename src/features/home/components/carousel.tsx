import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';

import { InlineStyle } from '@/components/inline-style';
import { WhenLive } from '@/components/when-live';
import { useHydrated } from '@/hooks/use-hydrated';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { formatNumber } from '@/lib/format';
import { whenIdle } from '@/lib/idle';
import { liveAt } from '@/lib/live';
import { saveDataAtom } from '@/lib/data-saver';
import { lazyWhenOnline } from '@/lib/lazy-loaded';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';

import { useCarouselAutoplay } from '../hooks/use-carousel-autoplay';
import { useCarouselScrollState } from '../hooks/use-carousel-scroll-state';
import { slideWidthCss } from '../logic/slides-per-view';
import { CarouselControls } from './carousel-controls';
import type { Embla } from './embla-driver';

const EmblaDriver = lazyWhenOnline(() => import('./embla-driver').then((module) => module.EmblaDriver));

/**
 * Embla's `duration` is not in milliseconds: with its default friction a slide settles within 1 %
 * of its distance after about 28 ms per unit (measured), so 700 ms is 25.
 */
const EMBLA_MS_PER_DURATION_UNIT = 28;

/**
 * Slides drawn at first: more than any screen shows at once. The rest (the spring sale has 34,
 * some 900 elements that were 60 % of home's markup and most of its style and layout work on a
 * phone) are added a few at a time once the page is live, each few in an idle moment, so that no
 * one task lays them all out.
 */
const SLIDES_AT_FIRST = 5;
const SLIDES_PER_IDLE_MOMENT = 5;
const IDLE_WAIT_MS = 1000;

/**
 * How near the screen a carousel comes before Embla starts and its further slides are drawn: half
 * a screen is ample for the start (some 20 ms on a phone) ahead of a shopper's scroll. A carousel
 * further down (the spring sale, three screens down on a phone) costs nothing while the page
 * loads: Embla's first measure lays out every slide, and each few slides added lay it out again.
 */
const NEAR_SCREEN = '50%';

/**
 * How long a live carousel near the screen waits at most for an idle moment before Embla comes:
 * its chunk's evaluation and first measure (some 250 ms on a low-tier phone) then stay out of the
 * page's first busy moments, and it is still here well before the autoplay's first move.
 */
const DRIVER_LATEST_MS = 800;

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
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const widths = useMemo(() => slideWidthCss(slidesPerView), [slidesPerView]);
  const options = useMemo(
    () => ({
      align: 'start' as const,
      duration: reducedMotion ? 0 : Math.round(speedMs / EMBLA_MS_PER_DURATION_UNIT),
    }),
    [reducedMotion, speedMs],
  );
  const live = useHydrated();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(viewport, NEAR_SCREEN);
  const [drawnCount, setDrawnCount] = useState(SLIDES_AT_FIRST);
  useEffect(() => {
    if (!live || !near || drawnCount >= slides.length) return;
    return whenIdle(
      () => startTransition(() => setDrawnCount((count) => count + SLIDES_PER_IDLE_MOMENT)),
      IDLE_WAIT_MS,
    );
  }, [live, near, drawnCount, slides.length]);
  const drawn = slides.slice(0, drawnCount);
  // Saving data, nothing moves by itself (the browser's setting is known once the page is live).
  const saveData = useAtomValue(saveDataAtom) && live;
  const [embla, setEmbla] = useState<Embla | undefined>(undefined);
  const api = embla?.api;
  // When the shopper could first see this carousel: the page going live, or its mounting in a page
  // opened later. The autoplay's first move counts from here, not from Embla's arrival.
  const [mountedAt] = useState(() => performance.now());
  const firstMoveAt =
    live && autoplayDelayMs !== undefined
      ? Math.max(liveAt() ?? mountedAt, mountedAt) + autoplayDelayMs
      : undefined;
  const autoplay = useCarouselAutoplay(
    autoplayDelayMs !== undefined && !saveData,
    api,
    embla?.autoplay,
    firstMoveAt,
  );
  // Embla comes at an idle moment once the page is live and the carousel near the screen, or at
  // once when the shopper touches or focuses the carousel.
  const [driverWanted, setDriverWanted] = useState(false);
  useEffect(() => {
    if (!live || !near || driverWanted) return;
    return whenIdle(() => setDriverWanted(true), DRIVER_LATEST_MS);
  }, [live, near, driverWanted]);
  const { canPrev, canNext } = useCarouselScrollState(api, slides.length);
  // Embla starts once it is wanted (above) and its chunk has arrived;
  // Next or Previous pressed before that (a tap the page's loader held back and replayed) moves
  // the carousel when it starts.
  const stepsBeforeStart = useRef(0);
  const step = (by: 1 | -1) => {
    if (!api) stepsBeforeStart.current += by;
    else if (by > 0) api.scrollNext();
    else api.scrollPrev();
  };
  useEffect(() => {
    if (!api || stepsBeforeStart.current === 0) return;
    api.scrollTo(api.selectedScrollSnap() + stepsBeforeStart.current);
    stepsBeforeStart.current = 0;
  }, [api]);

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-labelledby={labelledBy}
      aria-label={label}
      className="flex flex-col gap-3"
      {...autoplay.pauseHandlers}
      onPointerDown={() => setDriverWanted(true)}
      onFocus={() => {
        setDriverWanted(true);
        autoplay.pauseHandlers.onFocus();
      }}
    >
      <CarouselControls
        canPrev={canPrev}
        canNext={canNext}
        onPrev={() => step(-1)}
        onNext={() => step(1)}
        autoplay={
          autoplay.hasAutoplay ? { paused: autoplay.userPaused, onToggle: autoplay.togglePaused } : undefined
        }
      />
      <InlineStyle css={widths.css} />
      {viewport && near && driverWanted && (
        <WhenLive>
          <EmblaDriver
            viewport={viewport}
            options={options}
            autoplayDelayMs={autoplayDelayMs}
            onChange={setEmbla}
          />
        </WhenLive>
      )}
      <div ref={setViewport} className="overflow-hidden">
        <div
          className="-ml-4 flex touch-pan-y"
          data-slides={widths.name}
          aria-live={autoplay.playing ? 'off' : 'polite'}
        >
          {drawn.map((slide, index) => {
            const position = formatNumber(index + 1);
            const total = formatNumber(slides.length);
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${total}`}
                className="min-w-0 shrink-0 grow-0 pl-4"
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
