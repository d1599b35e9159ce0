import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';

import { shopCardControls } from '@/features/card-controls';
import {
  featuredLoadingAtom,
  featuredProductsAtom,
  ProductCard,
  ProductGridSkeleton,
} from '@/features/catalog';
import {
  FEATURED_AUTOPLAY_DELAY_MS,
  FEATURED_SLIDE_COUNT,
  FEATURED_SLIDES_PER_VIEW,
  FEATURED_SPEED_MS,
} from '@/lib/constants';

import { Carousel } from './carousel';
import { SectionHeader } from './section-header';

/** The first 5 featured products in an autoplaying carousel (spec §4, §9). */
export function FeaturedSection() {
  const { t } = useLingui();
  const featured = useAtomValue(featuredProductsAtom);
  const loading = useAtomValue(featuredLoadingAtom);
  const id = useId();
  const slides = useMemo(
    () =>
      featured.slice(0, FEATURED_SLIDE_COUNT).map((product) => ({
        key: product.id,
        // Eager: the carousel slides into view every 2 s; lazy slides would keep painting late.
        content: <ProductCard product={product} eager controls={shopCardControls} />,
      })),
    [featured],
  );

  if (!loading && slides.length === 0) return null;
  return (
    // The carousel inside is the labelled region; a second landmark around it would repeat it.
    <section>
      <SectionHeader id={id} title={t`Featured Products`} />
      {loading ? (
        <ProductGridSkeleton count={1} className="grid max-w-sm" />
      ) : (
        <Carousel
          labelledBy={id}
          slides={slides}
          slidesPerView={FEATURED_SLIDES_PER_VIEW}
          speedMs={FEATURED_SPEED_MS}
          autoplayDelayMs={FEATURED_AUTOPLAY_DELAY_MS}
        />
      )}
    </section>
  );
}
