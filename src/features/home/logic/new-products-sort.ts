import type { ProductCardRecord } from '@/features/catalog';
import { NEW_PRODUCT_SORTS, type NewProductSort } from '@/lib/constants';

/** New products of the chosen sort; Computers includes desktops (spec §4 Filtering). */
export function sortNewProducts<T extends Pick<ProductCardRecord, 'type'>>(
  products: T[],
  sort: NewProductSort,
): T[] {
  const types: readonly string[] | null =
    NEW_PRODUCT_SORTS.find((option) => option.label === sort)?.types ?? null;
  return types ? products.filter((product) => types.includes(product.type)) : products;
}

export const isNewProductSort = (value: string): value is NewProductSort =>
  NEW_PRODUCT_SORTS.some((option) => option.label === value);
