import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { Stars } from '@/components/stars';
import { useAddToCart } from '@/features/cart';
import { CARD_TITLE_MAX } from '@/lib/constants';
import type { ProductCardRecord } from '@/lib/local-db';
import { truncate } from '@/lib/text';

import { isDiscounted, ProductPrice } from './product-price';

/**
 * A product in a list. Products without tags get no card (spec §2 listing): the rule lives here
 * so every list applies it the same way; lists that count or page products filter them first.
 */
export function ProductCard({ product }: { product: ProductCardRecord }) {
  const addToCart = useAddToCart();
  if (product.tags.length === 0) return null;

  return (
    <article className="relative flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md">
      {isDiscounted(product) && product.discountPercent !== null && (
        <span className="absolute left-2 top-2 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
          <span aria-hidden="true">-{product.discountPercent}%</span>
          <span className="sr-only">{product.discountPercent}% off</span>
        </span>
      )}
      <img
        src={product.images[0]}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        decoding="async"
        className="aspect-square max-h-64 w-full rounded bg-gray-50 object-contain"
      />
      <h3 className="text-sm font-semibold leading-snug text-gray-900">
        {/* The link's overlay makes the whole card clickable while keeping one link per card. */}
        <Link
          to={`/product-details/${product.id}`}
          className="after:(absolute inset-0 rounded-lg content-empty) hover:text-blue-800 focus-visible:outline-none focus-visible:after:(ring-2 ring-blue-700 ring-offset-2)"
        >
          {/* Sighted users get the spec's truncated title, screen readers the whole one. */}
          <span aria-hidden="true">{truncate(product.title, CARD_TITLE_MAX)}</span>
          <span className="sr-only">{product.title}</span>
        </Link>
      </h3>
      <div className="flex items-center gap-1 text-sm">
        <Stars rating={product.rating} />
        <span className="text-gray-600">
          ({product.totalRatings}
          <span className="sr-only"> ratings</span>)
        </span>
      </div>
      <ProductPrice product={product} />
      <Button
        className="relative z-10 mt-auto w-full text-sm"
        aria-label={`Add to cart: ${product.title}`}
        onClick={() => addToCart(product)}
      >
        Add to cart
      </Button>
    </article>
  );
}
