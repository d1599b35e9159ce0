import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { Button } from '@/components/button';
import { CartIcon, ShareIcon } from '@/components/icons';
import type { ReturnState } from '@/features/auth';
import type { ProductCardRecord } from '@/features/catalog';
import { capMessage, limitPerOrderNote, lineCap, useAddToCart } from '@/features/cart';
import { CompareToggle } from '@/features/compare';
import { WishlistToggle } from '@/features/wishlist';
import { DEFAULT_VARIANT, type Variant } from '@/domain/shop-rules';

import { copyProductLink } from '@/lib/copy-product-link';
import { isLimitPerOrder, unitsPerOrder } from '@/domain/order-limits';
import { LOGIN_PATH } from '@/lib/routes';
import { QuantitySelector } from './quantity-selector';
import { VariantPicker } from './variant-picker';

/** Variant, quantity, add to cart and share: everything the shopper does on this page. */
export function PurchasePanel({ product }: { product: ProductCardRecord }) {
  const { t } = useLingui();
  const [variant, setVariant] = useState<Variant>(DEFAULT_VARIANT);
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A signed-out shopper is sent to log in, and comes back to this product afterwards.
  const logInFirst = () => void navigate(LOGIN_PATH, { state: { from: pathname } satisfies ReturnState });
  // The shop's most per order, or the desk's lower one for a scarce product.
  const mostUnits = unitsPerOrder(product);
  // What the cart allows a first line of this product, and why: its stock or its most per order.
  const cap = lineCap([], { id: product.id, variant }, product);

  return (
    <div className="flex flex-col gap-5">
      <VariantPicker value={variant} onChange={setVariant} />
      {isLimitPerOrder(product.limitPerOrder) && (
        <p className="text-sm font-semibold text-gray-800">{limitPerOrderNote(mostUnits)}</p>
      )}
      <QuantitySelector
        value={quantity}
        onChange={setQuantity}
        max={Math.max(1, cap.max)}
        // Out of stock, Add to Cart says so.
        maxReason={product.stock <= 0 ? '' : capMessage(cap)}
      />
      <div className="flex flex-wrap gap-3">
        <Button
          className="min-h-11 flex-1 sm:flex-none sm:px-8"
          onClick={() =>
            void addToCart(product, { quantity, variant, checkStock: true, onSignedOut: logInFirst })
          }
        >
          <CartIcon className="size-5" />
          {t`Add to Cart`}
        </Button>
        <Button variant="outline" className="min-h-11" onClick={() => void copyProductLink(product.id)}>
          <ShareIcon className="size-5" />
          <Trans>
            Share<span className="sr-only"> product link</span>
          </Trans>
        </Button>
        <WishlistToggle id={product.id} title={product.title} />
        <CompareToggle product={product} look="page" />
      </div>
    </div>
  );
}
