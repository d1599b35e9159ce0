import type { ProductCardRecord } from '@/features/catalog';

/**
 * Related Products (spec §2): the same category, without the product itself. Untagged products
 * are skipped because cards are never rendered for them (spec §2 Products listing).
 */
export function relatedProducts(
  catalog: readonly ProductCardRecord[],
  product: Pick<ProductCardRecord, 'id' | 'category'>,
): ProductCardRecord[] {
  return catalog.filter(
    (candidate) =>
      candidate.category === product.category && candidate.id !== product.id && candidate.tags.length > 0,
  );
}
