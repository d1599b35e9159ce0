import { useLingui } from '@lingui/react/macro';

import { Button } from '@/components/button';
import { CartIcon } from '@/components/icons';
import { CardImage, ProductPrice, type ProductCardRecord } from '@/features/catalog';
import { useAddToCart } from '@/features/cart';
import { formatNumber } from '@/lib/format';
import { productPath } from '@/lib/routes';

import { useSetWished } from '../hooks/use-set-wished';
import { removeLabel, removeUnknownLabel, WISHLIST_MESSAGES } from '../logic/wishlist-messages';
import { Link } from '@/components/link';

/** One wished product: its picture, price and stock, Add to cart, and Remove. */
export function WishlistRow({ product }: { product: ProductCardRecord }) {
  const { t } = useLingui();
  const addToCart = useAddToCart();
  const setWished = useSetWished();
  const inStock = product.stock > 0;
  const title = product.title;
  const stock = formatNumber(product.stock);
  return (
    <li className="flex flex-col gap-3 border-b border-gray-200 py-4 last:border-b-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="w-20 shrink-0">
          <CardImage product={product} className="" />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            to={productPath(product.id)}
            lang="en"
            className="font-semibold text-gray-900 hover:text-blue-800 focus-visible:(outline-solid outline-2 outline-blue-700)"
          >
            {title}
          </Link>
          <ProductPrice product={product} />
          {/* Whether it can be bought now, as the product page says it. */}
          <p className={`text-sm font-semibold ${inStock ? 'text-green-800' : 'text-red-700'}`}>
            {inStock ? t`In stock (${stock})` : t`Out of stock`}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          className="flex-1 text-sm sm:flex-none"
          aria-label={t`Add to cart: ${title}`}
          onClick={() => void addToCart(product, { checkStock: true })}
        >
          <CartIcon className="size-4" />
          {t`Add to cart`}
        </Button>
        <Button
          variant="outline"
          className="flex-1 text-sm sm:flex-none"
          aria-label={removeLabel(title)}
          onClick={() => void setWished(product.id, false)}
        >
          {t`Remove`}
        </Button>
      </div>
    </li>
  );
}

/** A wished product the catalog on this device does not know (taken off the shop since). */
export function UnknownWishlistRow({ id }: { id: number }) {
  const { t } = useLingui();
  const setWished = useSetWished();
  return (
    <li className="flex items-center justify-between gap-3 border-b border-gray-200 py-4 last:border-b-0">
      <p className="text-gray-700">{WISHLIST_MESSAGES.unknownProduct}</p>
      <Button
        variant="outline"
        className="text-sm"
        aria-label={removeUnknownLabel(id)}
        onClick={() => void setWished(id, false)}
      >
        {t`Remove`}
      </Button>
    </li>
  );
}
