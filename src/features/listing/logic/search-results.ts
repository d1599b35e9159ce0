import type { ListedProduct } from '@/features/catalog';

import type { BrandFacet } from '../types';
import { brandFacets } from './brand-facets';
import type { SearchPageState } from './search-url';

export interface SearchResultsPage<T> {
  /** The products on the current page. */
  items: T[];
  /** How many matches pass the filters, on all pages. */
  total: number;
  /** The current page, clamped to 1…pageCount. */
  page: number;
  /** 0 when nothing passes. */
  pageCount: number;
  /** The brands of every match of the text, with their counts. */
  facets: BrandFacet[];
}

/**
 * One page of the results: the search's matches (best first) narrowed by the brand, stock and
 * price filters, in the chosen order (by price, equal prices keeping the ranking's order).
 */
export function searchResultsPage<T extends ListedProduct>(
  matches: readonly T[],
  { brands, inStock, priceRange: [min, max], sort, page: wanted }: Omit<SearchPageState, 'text'>,
  pageSize: number,
): SearchResultsPage<T> {
  const chosen = new Set(brands);
  const passing = matches.filter(
    (product) =>
      (chosen.size === 0 || chosen.has(product.brand)) &&
      (!inStock || product.stock > 0) &&
      product.price >= min &&
      product.price <= max,
  );
  if (sort !== 'relevance') passing.sort((a, b) => (sort === 'asc' ? a.price - b.price : b.price - a.price));
  const pageCount = Math.ceil(passing.length / pageSize);
  const page = Math.min(Math.max(1, wanted), Math.max(1, pageCount));
  return {
    items: passing.slice((page - 1) * pageSize, page * pageSize),
    total: passing.length,
    page,
    pageCount,
    facets: brandFacets(matches, false),
  };
}
