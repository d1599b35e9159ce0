// The listing index's parts (listing-index.ts puts them together), in a module of their own like
// the search's (search/search-index.ts): what carries them (catalog-indexes.ts, the keeper) imports
// them without importing the listing, which reads those carried parts.

/** The fields the listing filters and sorts on; catalog card records have them all. */
export interface ListedProduct {
  category: string;
  brand: string;
  price: number;
  stock: number;
  tags: readonly string[];
}

export type Bitset = Uint32Array;

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
 * Everything the listing needs, as plain typed arrays, so a worker can make them and hand them
 * over without a copy (worker/catalog-keeper.ts). Positions are into the listed products: those
 * with tags (spec §2), in catalog order.
 */
export interface ListingIndexParts {
  /** Each listed product's position in the catalog. */
  listed: Int32Array;
  /** Listed products' prices, by listed position. */
  prices: Float64Array;
  byCategory: Map<string, Bitset>;
  byBrand: Map<string, Bitset>;
  inStock: Bitset | undefined;
  /** Listed positions by price, both ways (equal prices in catalog order), and the prices in that order. */
  ascending: Int32Array;
  descending: Int32Array;
  ascendingPrices: Float64Array;
}

/** Builds the parts: a bitset per category, per brand and for in-stock, and both price orders. */
export function listingIndexParts(products: readonly ListedProduct[]): ListingIndexParts {
  const positions: number[] = [];
  products.forEach((product, position) => {
    if (product.tags.length > 0) positions.push(position);
  });
  const listed = Int32Array.from(positions);
  const items = positions.map((position) => products[position] as ListedProduct);
  const prices = Float64Array.from(items, (product) => product.price);
  const ascending = ascendingOrder(prices);
  return {
    listed,
    prices,
    byCategory: bitsetsBy(items, (product) => product.category),
    byBrand: bitsetsBy(items, (product) => product.brand),
    inStock: bitsetsBy(items, (product) => (product.stock > 0 ? 'yes' : 'no')).get('yes'),
    ascending,
    descending: descendingOrder(ascending, prices),
    ascendingPrices: Float64Array.from(ascending, (index) => prices[index] ?? 0),
  };
}

/** The buffers of the parts, to transfer rather than copy them. */
export function listingPartsBuffers(parts: ListingIndexParts): ArrayBufferLike[] {
  const { byCategory, byBrand, inStock, ...arrays } = parts;
  return [
    ...Object.values(arrays).map((array) => array.buffer),
    ...[...byCategory.values(), ...byBrand.values()].map((set) => set.buffer),
    ...(inStock ? [inStock.buffer] : []),
  ];
}
