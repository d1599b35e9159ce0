import type { ListedProduct } from '@/features/catalog';
import type { SearchMatches } from '@/features/catalog/search';

import type { BrandFacet } from '../types';
import { facetsOf } from './brand-facets';
import type { SearchPageState } from './search-url';
import { sortWindow } from './sorted-window';

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

// Per catalog list, made at its first search and kept while the list is: what the filters read
// of each product, by position, in typed arrays (its brand as a place in the list of brands), so
// a pass over many matches reads no product.
const columnsOf = new WeakMap<readonly ListedProduct[], [string[], Int32Array, Float64Array, Uint8Array]>();

function columns(products: readonly ListedProduct[]) {
  let known = columnsOf.get(products);
  if (!known) {
    const places = new Map<string, number>();
    const { length } = products;
    known = [[], new Int32Array(length), new Float64Array(length), new Uint8Array(length)];
    const [, brand, price, inStock] = known;
    products.forEach((product, position) => {
      if (!places.has(product.brand)) places.set(product.brand, places.size);
      brand[position] = places.get(product.brand) ?? 0;
      price[position] = product.price;
      inStock[position] = product.stock > 0 ? 1 : 0;
    });
    known[0] = [...places.keys()];
    columnsOf.set(products, known);
  }
  return known;
}

/**
 * One page of the results: the search's matches narrowed by the brand, stock and price filters,
 * in the chosen order (the search's ranking, or by price with equal prices in the ranking's
 * order). The matches come unranked: they are filtered and counted in one pass over typed
 * arrays, and only the page shown is put in order (sorted-window.ts), so a query that matches
 * most of the catalog costs a pass over its matches, not a sort of them.
 */
export function searchResultsPage<T extends ListedProduct>(
  { products, positions, ranks }: SearchMatches<T>,
  { brands, inStock, priceRange: [min, max], sort, page: wanted }: Omit<SearchPageState, 'text'>,
  pageSize: number,
): SearchResultsPage<T> {
  const [names, place, prices, stocked] = columns(products);
  const counts = new Int32Array(names.length);
  const chosen = names.map((name) => brands.length === 0 || brands.includes(name));
  // Indices into `positions` of the matches that pass.
  const passing = new Int32Array(positions.length);
  let total = 0;
  positions.forEach((position, at) => {
    const brand = place[position] ?? 0;
    const price = prices[position] ?? NaN;
    counts[brand] = (counts[brand] ?? 0) + 1;
    if (chosen[brand] && (!inStock || stocked[position]) && price >= min && price <= max)
      passing[total++] = at;
  });
  const pageCount = Math.ceil(total / pageSize);
  const page = Math.min(Math.max(1, wanted), Math.max(1, pageCount));
  const from = Math.min(total, (page - 1) * pageSize);
  const to = Math.min(total, page * pageSize);
  const productAt = (at: number) => products[positions[at] ?? -1];
  const price = (at: number) => (sort === 'desc' ? -1 : 1) * (prices[positions[at] ?? 0] ?? 0);
  const shown = passing.subarray(0, total);
  sortWindow(
    shown,
    (a, b) => (sort === 'relevance' ? 0 : price(a) - price(b)) || (ranks[a] ?? 0) - (ranks[b] ?? 0),
    from,
    to,
  );
  return {
    items: Array.from(shown.subarray(from, to), productAt).filter((item) => item !== undefined),
    total,
    page,
    pageCount,
    // Every match's brand, listed or not: search results hold every product the shop shows.
    facets: facetsOf(
      names.flatMap((name, at) => (counts[at] && name.trim() !== '' ? [[name, counts[at]] as const] : [])),
    ),
  };
}
