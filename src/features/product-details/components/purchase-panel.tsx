import { useState } from 'react';

import { Button } from '@/components/button';
import type { ProductCardRecord } from '@/features/catalog';
import { useAddToCart } from '@/features/cart';
import { DEFAULT_VARIANT, type Variant } from '@/lib/constants';

import { copyProductLink } from '../copy-product-link';
import { QuantitySelector } from './quantity-selector';
import { VariantPicker } from './variant-picker';

/** Variant, quantity, add to cart and share: everything the shopper does on this page. */
export function PurchasePanel({ product }: { product: ProductCardRecord }) {
  const [variant, setVariant] = useState<Variant>(DEFAULT_VARIANT);
  const [quantity, setQuantity] = useState(1);
  const addToCart = useAddToCart();

  return (
    <div className="flex flex-col gap-5">
      <VariantPicker value={variant} onChange={setVariant} />
      <QuantitySelector value={quantity} onChange={setQuantity} />
      <div className="flex flex-wrap gap-3">
        <Button
          className="min-h-11 flex-1 sm:flex-none sm:px-8"
          onClick={() => addToCart(product, { quantity, variant, checkStock: true })}
        >
          <CartIcon />
          Add to Cart
        </Button>
        <Button variant="outline" className="min-h-11" onClick={() => void copyProductLink(product.id)}>
          <ShareIcon />
          Share<span className="sr-only"> product link</span>
        </Button>
      </div>
    </div>
  );
}

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 2-1.6L21 8H6" />
      <circle cx="10" cy="20.5" r="1.5" />
      <circle cx="17" cy="20.5" r="1.5" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
      <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
    </svg>
  );
}
