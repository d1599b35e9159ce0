import type { LISTING_SORTS } from '@/lib/constants';

import type { ProductCardRecord } from '../types';
import { indexPartsOf } from './catalog-indexes';
import {
  listingIndexParts,
  type Bitset,
  type ListedProduct,
  type ListingIndexParts,
} from './listing-index-parts';
import {
  cheaperFind,
  cheaperOrder,
  findMatches,
  orderMatches,
  setBits,
  type MatchPlan,
  type MatchQuery,
} from './listing-matches';

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

/** Narrows `mask` to the union of the selected values' sets, made in `union`; no selection leaves it untouched. */
function restrict(mask: Bitset, union: Bitset, sets: Map<string, Bitset>, selected: readonly string[]) {
  if (selected.length === 0) return;
  union.fill(0);
  for (const value of selected) {
    const set = sets.get(value);
    if (set)
      for (let word = 0; word < union.length; word++) union[word] = (union[word] ?? 0) | (set[word] ?? 0);
  }
  intersect(mask, union);
}

/** Sets in `mask` the bits of the products the filters keep, but for the price range (`union`: room to work). */
function narrow(
  mask: Bitset,
  union: Bitset,
  { listed, byCategory, byBrand, inStock }: ListingIndexParts,
  filters: ListingQuery,
) {
  mask.fill(0xffffffff);
  // None past the last product: the mask's set bits are products.
  const tail = listed.length % 32;
  if (tail !== 0) mask[mask.length - 1] = 0xffffffff >>> (32 - tail);
  restrict(mask, union, byCategory, filters.categories);
  restrict(mask, union, byBrand, filters.brands);
  if (filters.inStock) intersect(mask, inStock);
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
 * is then a few word-wide ANDs, two binary searches for the price range, and a walk over the
 * fewer of the mask's products and the price range's (listing-matches.ts). Its buffers are made
 * once, so an update allocates little more than its page. `plan` fixes how matches are found and
 * ordered, for tests; by default each query takes the cheaper ways.
 */
export function listingIndexFromParts<T extends ListedProduct>(
  products: readonly T[],
  parts: ListingIndexParts,
  plan?: MatchPlan,
): ListingIndex<T> {
  const { listed, ascendingPrices } = parts;
  const count = listed.length;
  const matches = new Int32Array(count);
  const mask = new Uint32Array(Math.ceil(count / 32));
  const union = new Uint32Array(mask.length);

  return {
    query(filters, pageSize) {
      narrow(mask, union, parts, filters);
      const [min, max] = filters.priceRange;
      const low = bound(ascendingPrices, min, false);
      const query: MatchQuery = {
        parts,
        mask,
        min,
        max,
        low,
        high: Math.max(low, bound(ascendingPrices, max, true)),
        sort: filters.sort,
      };
      const kept = setBits(mask);
      const asked = Math.max(1, Math.floor(filters.page) || 1);
      const find = plan?.find ?? cheaperFind(query, kept, asked * pageSize);
      const total = findMatches(query, find, matches);
      const page = pageOf(total, asked, pageSize);
      const end = Math.min(total, page.number * pageSize);
      orderMatches(
        query,
        { find, order: plan?.order ?? cheaperOrder(query, kept, total, end) },
        matches,
        total,
        end,
      );

      const items: T[] = [];
      for (let at = (page.number - 1) * pageSize; at < end; at++) {
        const item = products[listed[matches[at] ?? -1] ?? -1];
        if (item) items.push(item);
      }
      return { items, total, page: page.number, pageCount: page.count };
    },
  };
}

/** The listing index built in one go, on the thread that asks. */
export const buildListingIndex = <T extends ListedProduct>(products: readonly T[]): ListingIndex<T> =>
  listingIndexFromParts(products, listingIndexParts(products));

/** The page asked for (1 or more), clamped to the last page. */
function pageOf(total: number, asked: number, size: number) {
  const count = Math.ceil(total / size);
  return { number: Math.min(asked, Math.max(1, count)), count };
}

/** The catalog's listing index: from the keeper's parts when it made them for these cards. */
export function listingIndexOf(cards: readonly ProductCardRecord[]) {
  const parts = indexPartsOf(cards)?.listing;
  return parts ? listingIndexFromParts(cards, parts) : buildListingIndex(cards);
}
