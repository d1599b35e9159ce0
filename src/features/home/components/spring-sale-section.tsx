import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useMemo } from 'react';

import { catalogLoadingAtom, ProductGridSkeleton, springSaleProductsAtom } from '@/features/catalog';
import {
  FEATURED_SPEED_MS,
  SECTION_IDS,
  SPRING_SALE_SLIDES_PER_VIEW,
  SPRING_SALE_TITLE_MAX_NARROW,
  SPRING_SALE_TITLE_MAX_WIDE,
  SPRING_SALE_WIDE_FROM_PX,
} from '@/lib/constants';
import { useMediaQuery } from '@/hooks/use-media-query';

import { Carousel } from './carousel';
import { SaleCountdown } from './sale-countdown';
import { SpringSaleCard } from './spring-sale-card';

export function SpringSaleSection() {
  const { t } = useLingui();
  const products = useAtomValue(springSaleProductsAtom);
  const loading = useAtomValue(catalogLoadingAtom);
  const wide = useMediaQuery(`(min-width: ${SPRING_SALE_WIDE_FROM_PX}px)`);
  const titleMax = wide ? SPRING_SALE_TITLE_MAX_WIDE : SPRING_SALE_TITLE_MAX_NARROW;
  const id = useId();
  const slides = useMemo(
    () =>
      products.map((product) => ({
        key: product.id,
        content: <SpringSaleCard product={product} titleMax={titleMax} />,
      })),
    [products, titleMax],
  );

  return (
    <section
      id={SECTION_IDS.springSale}
      aria-labelledby={id}
      className="grid gap-6 rounded-2xl bg-blue-50 p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div className="flex flex-col gap-3">
        <p className="text-sm font-bold uppercase tracking-wide text-red-700">
          <Trans>Limited sale</Trans>
        </p>
        <h2 id={id} className="text-2xl font-bold text-gray-900 sm:text-3xl">
          <Trans>Spring Sale</Trans>
        </h2>
        <p className="text-gray-700">
          <Trans>Hurry up! These offers end in:</Trans>
        </p>
        <SaleCountdown />
      </div>
      <div className="min-w-0">
        {loading ? (
          <ProductGridSkeleton count={1} className="grid" />
        ) : slides.length === 0 ? null : (
          // Same slide speed as the featured carousel; the spec gives no other for this one.
          <Carousel
            label={t`Spring sale products`}
            slides={slides}
            slidesPerView={SPRING_SALE_SLIDES_PER_VIEW}
            speedMs={FEATURED_SPEED_MS}
          />
        )}
      </div>
    </section>
  );
}
