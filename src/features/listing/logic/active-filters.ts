import { PRICE_MAX, PRICE_MIN } from '@/lib/constants';

import type { ListingFilters } from '../types';

/** How many filters narrow the products: the Filter button's badge. */
export const activeFilterCount = ({
  categories = [],
  brands,
  inStock,
  priceRange: [min, max],
}: Pick<ListingFilters, 'brands' | 'inStock' | 'priceRange'> & { categories?: readonly string[] }) =>
  categories.length + brands.length + (inStock ? 1 : 0) + (min !== PRICE_MIN || max !== PRICE_MAX ? 1 : 0);
