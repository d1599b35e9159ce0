// A listing query's matches, found and put in order over the listing's parts (listing-index.ts
// narrows the mask and finds the price range). Each step has two ways, and which is cheaper
// depends on the query: a few matches among many products in the price range are found fastest
// by walking the mask's set bits, many matches in a narrow price range by walking that range; a
// page of a few matches is ordered fastest by sorting them, a page of many by walking the wanted
// order until the page is full. Every way gives the same page; the cheaper is chosen per query.

import type { LISTING_SORTS } from '@/lib/constants';

import type { Bitset, ListingIndexParts } from './listing-index-parts';

export type ListingOrder = (typeof LISTING_SORTS)[number]['value'];

/** How a query's matches are found (`bits` or `range`), and ordered when not found in the wanted order. */
export interface MatchPlan {
  find: 'bits' | 'range';
  order: 'sort' | 'scan';
}

/** One query over the parts: the narrowed mask, the inclusive price bounds and their positions in price order. */
export interface MatchQuery {
  parts: ListingIndexParts;
  mask: Bitset;
  min: number;
  max: number;
  /** Positions in ascending price order: the first in range, and the first past it. */
  low: number;
  high: number;
  sort: ListingOrder;
}

/** Set bits in a 32-bit word. */
function bitCount(word: number) {
  const pairs = word - ((word >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many products a mask keeps. */
export function setBits(mask: Bitset) {
  let count = 0;
  for (let word = 0; word < mask.length; word++) count += bitCount(mask[word] ?? 0);
  return count;
}

/** Catalog order, the mask's set bits with a price in range, into `matches` until `limit` of them. */
function walkBits({ parts, mask, min, max }: MatchQuery, matches: Int32Array, limit: number) {
  let found = 0;
  for (let word = 0; word < mask.length && found < limit; word++) {
    let bits = mask[word] ?? 0;
    while (bits !== 0 && found < limit) {
      const lowest = bits & -bits;
      bits ^= lowest;
      const index = (word << 5) + 31 - Math.clz32(lowest);
      const price = parts.prices[index] ?? 0;
      if (price >= min && price <= max) matches[found++] = index;
    }
  }
  return found;
}

/** The price range in price order (`desc`, or else `asc`), the products in the mask, until `limit` of them. */
function walkRange(query: MatchQuery, order: ListingOrder, matches: Int32Array, limit: number) {
  const { parts, mask, low, high } = query;
  const count = parts.prices.length;
  const [positions, from, to] =
    order === 'desc' ? [parts.descending, count - high, count - low] : [parts.ascending, low, high];
  let found = 0;
  for (let at = from; at < to && found < limit; at++) {
    const index = positions[at] ?? 0;
    if (((mask[index >>> 5] ?? 0) >>> (index & 31)) & 1) matches[found++] = index;
  }
  return found;
}

/** Every match into `matches`, in catalog order (`bits`) or in price order (`range`); returns how many. */
export function findMatches(query: MatchQuery, find: MatchPlan['find'], matches: Int32Array) {
  return find === 'bits'
    ? walkBits(query, matches, Infinity)
    : walkRange(query, query.sort === 'desc' ? 'desc' : 'asc', matches, Infinity);
}

/** The order `findMatches` left them in. */
const foundOrder = (query: MatchQuery, find: MatchPlan['find']): ListingOrder =>
  find === 'bits' ? 'none' : query.sort === 'desc' ? 'desc' : 'asc';

/**
 * By price, one way or the other. Only matches found in catalog order are sorted by price, and the
 * sort is stable, so equal prices stay in catalog order, as in the parts' price orders.
 */
const byPrice = (prices: Float64Array, sign: number) => (a: number, b: number) =>
  sign * ((prices[a] ?? 0) - (prices[b] ?? 0));

/**
 * Puts the first `end` of the `total` matches found by `find` in the query's order, either by
 * sorting them all or by walking the wanted order again until `end` are found.
 */
export function orderMatches(
  query: MatchQuery,
  { find, order }: MatchPlan,
  matches: Int32Array,
  total: number,
  end: number,
) {
  const { sort, parts } = query;
  if (end === 0 || foundOrder(query, find) === sort) return;
  if (order === 'scan') {
    if (sort === 'none') walkBits(query, matches, end);
    else walkRange(query, sort, matches, end);
  } else if (sort === 'none') matches.subarray(0, total).sort();
  else matches.subarray(0, total).sort(byPrice(parts.prices, sort === 'asc' ? 1 : -1));
}

// Costs in steps of a walk (about 2 ns here) per n·log2(n): a typed array's own sort about one,
// with a comparator about six (measured on 10k–100k matches in no order, Node 20).
const NUMERIC_SORT_COST = 1;
const COMPARE_SORT_COST = 6;

/** Walking the wanted order (catalog order: the mask's words and bits; price order: the range) until `end` matches. */
function walkCost({ sort, mask, low, high }: MatchQuery, kept: number, total: number, end: number) {
  const walked = sort === 'none' ? mask.length + kept : high - low;
  // Matches lie about evenly along the walk, so it stops about end / total of the way.
  return (walked * end) / Math.max(1, total);
}

const sortCost = ({ sort }: MatchQuery, total: number) =>
  total * Math.log2(total + 1) * (sort === 'none' ? NUMERIC_SORT_COST : COMPARE_SORT_COST);

/** The cheaper way to put the first `end` of `total` matches, found in another order, in the query's. */
export const cheaperOrder = (
  query: MatchQuery,
  kept: number,
  total: number,
  end: number,
): MatchPlan['order'] => (walkCost(query, kept, total, end) <= sortCost(query, total) ? 'scan' : 'sort');

/**
 * The cheaper way to find the matches, from how many products the mask keeps (`kept`) and the
 * price range holds, counting the ordering that follows when they are not found in the query's
 * order. `wantedEnd` is the page asked for times the page size.
 */
export function cheaperFind(query: MatchQuery, kept: number, wantedEnd: number): MatchPlan['find'] {
  const { sort, mask, low, high, parts } = query;
  const inRange = high - low;
  // Before finding them, the matches are guessed as the mask's share of the price range.
  const total = (kept * inRange) / Math.max(1, parts.prices.length);
  const end = Math.min(total, wantedEnd);
  const ordering = Math.min(walkCost(query, kept, total, end), sortCost(query, total));
  const bits = mask.length + kept + (sort === 'none' ? 0 : ordering);
  const range = inRange + (sort === 'none' ? ordering : 0);
  return bits <= range ? 'bits' : 'range';
}
