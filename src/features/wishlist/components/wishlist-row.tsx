import { Link } from 'react-router-dom';

import { Button } from '@/components/button';
import { CartIcon } from '@/components/icons';
import { CardImage, ProductPrice, type ProductCardRecord } from '@/features/catalog';
import { useAddToCart } from '@/features/cart';
import { productPath } from '@/lib/routes';

import { useSetWished } from '../hooks/use-set-wished';
import { removeLabel, WISHLIST_MESSAGES } from '../logic/wishlist-messages';

/** Whether it can be bought now, as the product page says it. */
const availability = (stock: number) => (stock > 0 ? `In stock (${stock})` : 'Out of stock');

/** One wished product: its picture, price and stock, Add to cart, and Remove. */
export function WishlistRow({ product }: { product: ProductCardRecord }) {
  const addToCart = useAddToCart();
  const setWished = useSetWished();
  const inStock = product.stock > 0;
  return (
    <li className="flex flex-col gap-3 border-b border-gray-200 py-4 last:border-b-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="w-20 shrink-0">
          <CardImage product={product} className="" />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            to={productPath(product.id)}
            className="font-semibold text-gray-900 hover:text-blue-800 focus-visible:(outline-solid outline-2 outline-blue-700)"
          >
            {product.title}
          </Link>
          <ProductPrice product={product} />
          <p className={`text-sm font-semibold ${inStock ? 'text-green-800' : 'text-red-700'}`}>
            {availability(product.stock)}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          className="flex-1 text-sm sm:flex-none"
          aria-label={`Add to cart: ${product.title}`}
          onClick={() => void addToCart(product, { checkStock: true })}
        >
          <CartIcon className="size-4" />
          Add to cart
        </Button>
        <Button
          variant="outline"
          className="flex-1 text-sm sm:flex-none"
          aria-label={removeLabel(product.title)}
          onClick={() => void setWished(product.id, false)}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** A wished product the catalog on this device does not know (taken off the shop since). */
export function UnknownWishlistRow({ id }: { id: number }) {
  const setWished = useSetWished();
  return (
    <li className="flex items-center justify-between gap-3 border-b border-gray-200 py-4 last:border-b-0">
      <p className="text-gray-700">{WISHLIST_MESSAGES.unknownProduct}</p>
      <Button
        variant="outline"
        className="text-sm"
        aria-label={removeLabel(`product ${id}`)}
        onClick={() => void setWished(id, false)}
      >
        Remove
      </Button>
    </li>
  );
}
