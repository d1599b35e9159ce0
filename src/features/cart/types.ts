import type { Variant } from '@/domain/shop-rules';

/** One line of the cart (spec §3 Cart item): a product in one variant and a quantity. */
export interface CartLine {
  id: number;
  title: string;
  price: number;
  type: string;
  images: string[];
  quantity: number;
  variant: Variant;
}
