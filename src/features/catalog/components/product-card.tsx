import { Link } from 'react-router-dom';

import { formatPrice } from '@/lib/format';

import type { Product } from '../types';

export function ProductCard({ product }: { product: Product }) {
  return (
    <article className="flex flex-col rounded-lg border border-gray-200 bg-white p-3 shadow-sm">
      <Link to={`/product-details/${product.id}`} className="flex flex-1 flex-col gap-2">
        <img
          src={product.images[0]}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="aspect-square w-full rounded object-contain"
        />
        <h2 className="text-sm font-semibold text-gray-900">{product.title}</h2>
      </Link>
      <p className="mt-2 font-bold text-blue-800">{formatPrice(product.price)}</p>
    </article>
  );
}
