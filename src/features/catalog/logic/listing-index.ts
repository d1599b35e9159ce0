import type { LISTING_SORTS } from '@/lib/constants';

import type { ProductCardRecord } from '../types';
import { indexPartsOf } from './catalog-indexes';
import {
  listingIndexParts,
  type Bitset,
  type ListedProduct,
  type ListingIndexParts,
} from './listing-index-parts';

export type { ListedProduct } from './listing-index-parts';

/** What the listing asks of the catalog: the listing's filter state and page (spec §3 Filter state). */
export interface ListingQuery {
  categories: readonly string[];
  brands: readonly string[];
  inStock: boolean;
  /** Inclusive price bounds, [minimum, maximum]. */
  priceRange: readonly [number, number];
  /** `none` keeps the catalog's order. */
  sort: (typeof LISTING_SORTS)[number]['value'];
  /** 1-based; clamped to the last page. */
  page: number;
}

export interface ListingPage<T> {
  /** The products on the current page. */
  items: T[];
  /** How many products match the filters, on all pages. */
  total: number;
  /** The current page, clamped to 1…pageCount. */
  page: number;
  /** 0 when nothing matches. */
  pageCount: number;
}

export interface ListingIndex<T> {
  query(filters: ListingQuery, pageSize: number): ListingPage<T>;
}

/** Keeps in `mask` only the bits also set in `set`; a missing set clears it. */
function intersect(mask: Bitset, set: Bitset | undefined) {
  for (let word = 0; word < mask.length; word++) mask[word] = (mask[word] ?? 0) & (set?.[word] ?? 0);
}

/** Narrows `mask` to the union of the selected values' sets; no selection leaves it untouched. */
function restrict(mask: Bitset, sets: Map<string, Bitset>, selected: readonly string[]) {
  if (selected.length === 0) return;
  const union = new Uint32Array(mask.length);
  for (const value of selected) {
    const set = sets.get(value);
    if (set)
      for (let word = 0; word < union.length; word++) union[word] = (union[word] ?? 0) | (set[word] ?? 0);
  }
  intersect(mask, union);
}

/** First position in ascending `sorted` whose value is not below `value` (or above it, when `after`). */
function bound(sorted: Float64Array, value: number, after: boolean) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = sorted[middle] ?? 0;
    if (at < value || (after && at === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The listing over `products` from parts made for exactly these products in this order. A query
 * is then a few word-wide ANDs, two binary searches for the price range and one pass over the
 * products in that range.
 */
export function listingIndexFromParts<T extends ListedProduct>(
  products: readonly T[],
  { listed, prices, byCategory, byBrand, inStock, ascending, descending, ascendingPrices }: ListingIndexParts,
): ListingIndex<T> {
  const count = listed.length;
  const matches = new Int32Array(count);

  return {
    query(filters, pageSize) {
      const mask = new Uint32Array(Math.ceil(count / 32)).fill(0xffffffff);
      restrict(mask, byCategory, filters.categories);
      restrict(mask, byBrand, filters.brands);
      if (filters.inStock) intersect(mask, inStock);

      const [min, max] = filters.priceRange;
      const low = bound(ascendingPrices, min, false);
      const high = bound(ascendingPrices, max, true);
      let total = 0;
      const keep = (index: number) => {
        if (((mask[index >>> 5] ?? 0) >>> (index & 31)) & 1) matches[total++] = index;
      };
      if (filters.sort === 'asc') for (let at = low; at < high; at++) keep(ascending[at] ?? 0);
      else if (filters.sort === 'desc')
        for (let at = count - high; at < count - low; at++) keep(descending[at] ?? 0);
      else
        for (let index = 0; index < count; index++) {
          const price = prices[index] ?? 0;
          if (price >= min && price <= max) keep(index);
        }

      return pageOf(products, listed, matches, total, filters.page, pageSize);
    },
  };
}

/** The listing index built in one go, on the thread that asks. */
export const buildListingIndex = <T extends ListedProduct>(products: readonly T[]): ListingIndex<T> =>
  listingIndexFromParts(products, listingIndexParts(products));

function pageOf<T>(
  products: readonly T[],
  listed: Int32Array,
  matches: Int32Array,
  total: number,
  wanted: number,
  size: number,
) {
  const pageCount = Math.ceil(total / size);
  const page = Math.min(Math.max(1, Math.floor(wanted) || 1), Math.max(1, pageCount));
  const items: T[] = [];
  const end = Math.min(total, page * size);
  for (let at = (page - 1) * size; at < end; at++) {
    const item = products[listed[matches[at] ?? -1] ?? -1];
    if (item) items.push(item);
  }
  return { items, total, page, pageCount };
}

/** The catalog's listing index: from the keeper's parts when it made them for these cards. */
export function listingIndexOf(cards: readonly ProductCardRecord[]) {
  const parts = indexPartsOf(cards)?.listing;
  return parts ? listingIndexFromParts(cards, parts) : buildListingIndex(cards);
}
