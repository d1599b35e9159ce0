import type { SEARCH_SORTS } from '@/lib/constants';

import type { PriceRange } from '../types';
import { filtersFromSearch, searchFromFilters } from './filters-url';
import { LISTING_URL_KEYS as KEY } from './listing-url-keys';

export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

/** What the results page shows, all of it in its address. */
export interface SearchPageState {
  /** What the shopper typed. */
  text: string;
  brands: readonly string[];
  inStock: boolean;
  priceRange: PriceRange;
  sort: SearchSort;
  /** 1-based; clamped to the last page when the results are computed. */
  page: number;
}

/**
 * The results page's state from its query string, e.g. `?q=galaxy%20s24&brand=Samsung&stock=1&sort=asc&page=2`:
 * the text in `q`, the filters under the listing's own keys (filters-url.ts), read the same way.
 */
export function searchStateFromUrl(search: string): SearchPageState {
  const params = new URLSearchParams(search);
  const text = params.get(KEY.category)?.trim() ?? '';
  params.delete(KEY.category);
  const { brands, inStock, priceRange, sort, page } = filtersFromSearch(`?${params.toString()}`);
  return { text, brands, inStock, priceRange, sort: sort === 'none' ? 'relevance' : sort, page };
}

/** The query string for `state`: the text first, then the filters that differ from their defaults. */
export function searchUrlOf({ text, sort, ...filters }: SearchPageState): string {
  const rest = searchFromFilters({ ...filters, categories: [], sort: sort === 'relevance' ? 'none' : sort });
  return `?${KEY.category}=${encodeURIComponent(text)}${rest.replace(/^\?/, '&')}`;
}
