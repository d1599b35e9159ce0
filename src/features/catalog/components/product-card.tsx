import { plural } from '@lingui/core/macro';
import { memo, type ReactNode } from 'react';

import { StaticPart } from '@/components/static-part';
import { Stars } from '@/components/stars';
import { CARD_TITLE_MAX } from '@/lib/constants';
import { formatNumber } from '@/lib/format';
import { useLingui } from '@/lib/i18n';

import type { ProductCardRecord } from '../types';
import { AddToCartButton, CardImage, CardTitleLink, DiscountBadge } from './card-parts';
import { ProductPrice } from './product-price';

/**
 * The controls of features built on the catalog (the wishlist's heart, Compare) that a card draws
 * for its product. The feature that draws the list gives them, so the catalog imports no feature
 * built on it (docs/architecture.md, "Compose downward"). Give one object made once (a module's
 * constant): the card is memoised on its props.
 */
export interface CardControls {
  /** Over the image's corner, placed by the card with `className`. */
  corner?: (product: ProductCardRecord, className: string) => ReactNode;
  /** Under the price, above Add to cart. */
  action?: (product: ProductCardRecord) => ReactNode;
}

/**
 * A product in a list. Products without tags get no card (spec §2 listing): the rule lives here
 * so every list applies it the same way; lists that count or page products filter them first.
 * `eager` loads the image at once, for the few cards at the top of a page; `behind` after the
 * page's other images (CardImage).
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  behind = false,
  controls,
}: {
  product: ProductCardRecord;
  eager?: boolean;
  behind?: boolean;
  controls?: CardControls;
}) {
  useLingui();
  if (product.tags.length === 0) return null;
  const ratings = product.totalRatings;

  return (
    <article className="relative flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md">
      <DiscountBadge product={product} className="left-2 top-2" />
      {/* The image, title and ratings are the same once the page is live: not hydrated. */}
      <StaticPart of={product.id}>
        <CardImage product={product} eager={eager} behind={behind} className="max-h-64" />
        <h3 className="text-sm font-semibold leading-snug text-gray-900">
          <CardTitleLink product={product} max={CARD_TITLE_MAX} />
        </h3>
      </StaticPart>
      {/* Over the image's corner, but after the title: a product's name comes before its actions. */}
      {controls?.corner?.(product, 'absolute right-2 top-2 z-10')}
      <StaticPart of={product.id}>
        <div className="flex items-center gap-1 text-sm">
          <Stars rating={product.rating} />
          <span className="text-gray-600">
            <span aria-hidden="true">({formatNumber(ratings)})</span>
            <span className="sr-only">({plural(ratings, { one: '# rating', other: '# ratings' })})</span>
          </span>
        </div>
      </StaticPart>
      <ProductPrice product={product} />
      {controls?.action?.(product)}
      <AddToCartButton product={product} />
    </article>
  );
});
