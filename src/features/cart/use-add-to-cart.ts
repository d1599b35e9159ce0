import { useAtomValue, useSetAtom } from 'jotai';
import { toast } from 'sonner';

import { currentUserAtom } from '@/features/auth';
import { DEFAULT_VARIANT, type Variant } from '@/lib/constants';

import { addToCartAtom } from './atoms';

export const ADD_TO_CART_MESSAGES = {
  signedOut: 'You need to be logged in to add items to cart.',
  outOfStock: 'Sorry this product is out of stock!',
  added: 'Item added to cart! Please go to your cart and update it.',
} as const;

export interface AddableProduct {
  id: number;
  title: string;
  price: number;
  type: string;
  images: string[];
  stock: number;
}

/**
 * Add to cart (spec §5, §8): needs a signed-in user; `checkStock` (the product page) also needs
 * stock above zero. Cards add one unit of the default variant.
 */
export function useAddToCart() {
  const user = useAtomValue(currentUserAtom);
  const add = useSetAtom(addToCartAtom);
  return (
    product: AddableProduct,
    {
      quantity = 1,
      variant = DEFAULT_VARIANT,
      checkStock = false,
    }: { quantity?: number; variant?: Variant; checkStock?: boolean } = {},
  ): boolean => {
    if (!user) {
      toast.error(ADD_TO_CART_MESSAGES.signedOut);
      return false;
    }
    if (checkStock && product.stock <= 0) {
      toast.error(ADD_TO_CART_MESSAGES.outOfStock);
      return false;
    }
    const { id, title, price, type, images } = product;
    add({ id, title, price, type, images, quantity, variant });
    toast.success(ADD_TO_CART_MESSAGES.added);
    return true;
  };
}
