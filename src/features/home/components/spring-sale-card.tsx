import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { Stars } from '@/components/stars';
import { useAddToCart } from '@/features/cart';
import { isDiscounted, ProductPrice, type ProductCardRecord } from '@/features/catalog';
import { truncate } from '@/lib/text';

import { percentAvailable } from '../logic/stock-availability';

/** A spring-sale offer: a wider card with the share of the sale stock still available. */
export function SpringSaleCard({ product, titleMax }: { product: ProductCardRecord; titleMax: number }) {
  const addToCart = useAddToCart();
  const available = percentAvailable(product.stock);
  return (
    <article className="relative flex h-full gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
      <div className="relative w-2/5 shrink-0">
        {isDiscounted(product) && product.discountPercent !== null && (
          <span className="absolute left-0 top-0 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
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
          className="aspect-square w-full rounded bg-gray-50 object-contain"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="text-sm font-semibold text-gray-900">
          <Link
            to={`/product-details/${product.id}`}
            className="after:(absolute inset-0 rounded-lg content-empty) hover:text-blue-800 focus-visible:outline-none focus-visible:after:(ring-2 ring-blue-700 ring-offset-2)"
          >
            <span aria-hidden="true">{truncate(product.title, titleMax)}</span>
            <span className="sr-only">{product.title}</span>
          </Link>
        </h3>
        <Stars rating={product.rating} />
        <ProductPrice product={product} />
        <div className="text-xs text-gray-700">
          <p>
            Available: <span className="font-semibold text-gray-900">{available}%</span>
          </p>
          <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200">
            <div className="h-full rounded-full bg-blue-700" style={{ width: `${available}%` }} />
          </div>
        </div>
        <Button
          className="relative z-10 mt-auto w-full text-sm"
          aria-label={`Add to cart: ${product.title}`}
          onClick={() => addToCart(product)}
        >
          Add to cart
        </Button>
      </div>
    </article>
  );
}
