import type { ListingFilters } from '../types';

/** The fields the listing filters and sorts on; catalog card records have them all. */
export interface ListedProduct {
  category: string;
  brand: string;
  price: number;
  stock: number;
  tags: readonly string[];
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
  query(filters: ListingFilters, pageSize: number): ListingPage<T>;
}

type Bitset = Uint32Array;

function bitsetsBy<T>(items: readonly T[], key: (item: T) => string): Map<string, Bitset> {
  const words = Math.ceil(items.length / 32);
  const sets = new Map<string, Bitset>();
  items.forEach((item, index) => {
    const value = key(item);
    let set = sets.get(value);
    if (!set) sets.set(value, (set = new Uint32Array(words)));
    set[index >>> 5] = (set[index >>> 5] ?? 0) | (1 << (index & 31));
  });
  return sets;
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

/** Product positions by ascending price, equal prices in catalog order (the naive stable sort's order). */
function ascendingOrder(prices: Float64Array) {
  const order = Array.from({ length: prices.length }, (_, index) => index);
  order.sort((a, b) => (prices[a] ?? 0) - (prices[b] ?? 0) || a - b);
  return Int32Array.from(order);
}

/** The same order reversed, except that equal prices stay in catalog order. */
function descendingOrder(ascending: Int32Array, prices: Float64Array) {
  const order = new Int32Array(ascending.length);
  let to = 0;
  for (let end = ascending.length; end > 0;) {
    const price = prices[ascending[end - 1] ?? 0];
    let start = end - 1;
    while (start > 0 && prices[ascending[start - 1] ?? 0] === price) start--;
    order.set(ascending.subarray(start, end), to);
    to += end - start;
    end = start;
  }
  return order;
}

/**
 * Everything the listing needs, built once per catalog: products without tags dropped (spec §2),
 * a bitset per category, per brand and for in-stock, and the products in price order both ways.
 * A query is then a few word-wide ANDs, two binary searches for the price range and one pass over
 * the products in that range.
 */
export function buildListingIndex<T extends ListedProduct>(products: readonly T[]): ListingIndex<T> {
  const listed = products.filter((product) => product.tags.length > 0);
  const count = listed.length;
  const prices = new Float64Array(count);
  listed.forEach((product, index) => (prices[index] = product.price));
  const byCategory = bitsetsBy(listed, (product) => product.category);
  const byBrand = bitsetsBy(listed, (product) => product.brand);
  const inStock = bitsetsBy(listed, (product) => (product.stock > 0 ? 'yes' : 'no')).get('yes');
  const ascending = ascendingOrder(prices);
  const descending = descendingOrder(ascending, prices);
  const ascendingPrices = new Float64Array(count);
  ascending.forEach((index, at) => (ascendingPrices[at] = prices[index] ?? 0));
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

      return pageOf(listed, matches, total, filters.page, pageSize);
    },
  };
}

function pageOf<T>(listed: readonly T[], matches: Int32Array, total: number, wanted: number, size: number) {
  const pageCount = Math.ceil(total / size);
  const page = Math.min(Math.max(1, Math.floor(wanted) || 1), Math.max(1, pageCount));
  const items: T[] = [];
  const end = Math.min(total, page * size);
  for (let at = (page - 1) * size; at < end; at++) {
    const item = listed[matches[at] ?? -1];
    if (item) items.push(item);
  }
  return { items, total, page, pageCount };
}
