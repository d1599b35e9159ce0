import { useLingui } from '@lingui/react/macro';

import { Button } from '@/components/button';
import { useAddToCart } from '@/features/cart';
import { LOW_FETCH_PRIORITY } from '@/lib/fetch-priority';
import { formatNumber } from '@/lib/format';
import { placeholderOnError } from '@/lib/image-placeholder';
import { productPath } from '@/lib/routes';
import { truncate } from '@/lib/text';

import type { ProductCardRecord } from '../types';
import { isDiscounted } from './product-price';
import { Link } from '@/components/link';

/** The "-15%" corner badge of a discounted product; screen readers hear "15% off". */
export function DiscountBadge({ product, className }: { product: ProductCardRecord; className: string }) {
  const { t } = useLingui();
  if (!isDiscounted(product) || product.discountPercent === null) return null;
  const percent = formatNumber(product.discountPercent);
  return (
    <span className={`absolute rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white ${className}`}>
      <span aria-hidden="true">{t`-${percent}%`}</span>
      <span className="sr-only">{t`${percent}% off`}</span>
    </span>
  );
}

/**
 * The card image (the product's first), square, and lazily loaded unless `eager`; the designed
 * placeholder when it cannot load. `behind` fetches it after the page's other images (fetch
 * priority low): a card on the first screen that is not the page's largest paint, which then
 * does not share a slow link with it.
 */
export function CardImage({
  product,
  className,
  eager = false,
  behind = false,
}: {
  product: ProductCardRecord;
  className: string;
  eager?: boolean;
  behind?: boolean;
}) {
  return (
    <img
      src={product.images[0]}
      alt=""
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      {...(behind ? LOW_FETCH_PRIORITY : {})}
      // An eager card is on the first screen (the listing's first, its largest paint): decoded in
      // time for the paint that draws the card, not a frame after it, as an async decode allowed.
      decoding={eager ? undefined : 'async'}
      {...placeholderOnError}
      className={`aspect-square w-full rounded bg-gray-50 object-contain ${className}`}
    />
  );
}

/**
 * The card's one link, to the product's details. Its overlay makes the whole card (which must be
 * `relative`) clickable; sighted users get the truncated title, screen readers the whole one, in
 * English as the catalog writes it.
 */
export function CardTitleLink({ product, max }: { product: ProductCardRecord; max: number }) {
  return (
    <Link
      to={productPath(product.id)}
      lang="en"
      className="after:(absolute inset-0 rounded-lg content-empty) hover:text-blue-800 focus-visible:outline-none focus-visible:after:(ring-2 ring-blue-700 ring-offset-2)"
    >
      <span aria-hidden="true">{truncate(product.title, max)}</span>
      <span className="sr-only">{product.title}</span>
    </Link>
  );
}

/** Add to cart, raised above the title link's overlay. */
export function AddToCartButton({ product }: { product: ProductCardRecord }) {
  const { t } = useLingui();
  const addToCart = useAddToCart();
  const title = product.title;
  return (
    <Button
      className="relative z-10 mt-auto w-full text-sm"
      aria-label={t`Add to cart: ${title}`}
      onClick={() => void addToCart(product)}
    >
      {t`Add to cart`}
    </Button>
  );
}
