import type { ProductCardRecord } from './product';

/**
 * The catalog's card records as columns, the snapshot files' layout: one array per field, with the
 * strings that repeat across products (brands, categories, types, tag sets, image paths) written
 * once in dictionaries and referred to by their place. Ids and dates are written as the difference
 * from the product before (in id order), prices in cents, ratings in tenths. The same cards take
 * about a third of the bytes they take as a list of objects, compressed, and parse as a few long
 * arrays instead of one object per product.
 *
 * Dates are most of what is left (a random millisecond is some 36 bits), so a file carries no
 * `createdAt` (no list, search or card reads it; the product page reads the full record) and, in a
 * base file, no `updatedAt` of its own: every card takes the file's watermark, the time the file
 * is known current as of, which any later change is newer than. A changes file keeps each card's
 * `updatedAt` and lists the products deleted or hidden since. `decodeCards(encodeCards(cards))`
 * gives the cards back with those two dates so (compact-cards.test.ts).
 */
export interface CompactCards {
  /** The layout's version: a reader refuses one it does not know. */
  v: number;
  /** The newest change the file holds; a card without an `updatedAt` of its own takes it. */
  watermark: number;
  brands: string[];
  categories: string[];
  types: string[];
  /** Each distinct tag list once, in the order the products' tags are written. */
  tagSets: string[][];
  /** Each distinct image path once. */
  imagePaths: string[];
  /** The ids, each as the difference from the one before (the first from 0). */
  id: number[];
  title: string[];
  /** Places in `brands`, `categories` and `types`. */
  brand: number[];
  category: number[];
  type: number[];
  /** In cents. */
  price: number[];
  previousPrice: number[];
  /** 1 for a discount tag, 0 for none. */
  discountTag: number[];
  /** -1 for none. */
  discountPercent: number[];
  /** In tenths of a star. */
  rating: number[];
  totalRatings: number[];
  stock: number[];
  /** Places in `tagSets`. */
  tags: number[];
  /** Each product's image count, then its images' places in `imagePaths`, one after another. */
  imageCount: number[];
  images: number[];
  /**
   * Milliseconds, each as the difference from the product before (the first from 0); a changes
   * file's only.
   */
  updatedAt?: number[];
  /** The products with a limit of their own: [place in the columns, limit] pairs. */
  limitPerOrder: [number, number][];
  /** Products deleted or hidden: their ids and `updatedAt`, in id order (a changes file's only). */
  removed?: { id: number[]; updatedAt: number[] };
}

export const COMPACT_VERSION = 2;

/** The fields a card record has, each written by the columns above (hidden cards are never written). */
const CARD_FIELDS = new Set<string>([
  'id',
  'title',
  'type',
  'category',
  'brand',
  'price',
  'previousPrice',
  'discountTag',
  'discountPercent',
  'rating',
  'totalRatings',
  'stock',
  'tags',
  'images',
  'createdAt',
  'updatedAt',
  'limitPerOrder',
  'hidden',
]);

/** Places of distinct values, in the order they are first met. */
function dictionary<T>(key: (value: T) => string = String) {
  const places = new Map<string, number>();
  const values: T[] = [];
  return {
    values,
    place(value: T) {
      const name = key(value);
      let place = places.get(name);
      if (place === undefined) {
        place = values.length;
        places.set(name, place);
        values.push(value);
      }
      return place;
    },
  };
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const toTenths = (stars: number) => Math.round(stars * 10);

/**
 * Writes cards as columns, in id order: a base file's (`times: false`, shown cards only, every
 * card taking `watermark`) or a changes file's (`times: true`, each card's `updatedAt`, hidden
 * cards as removals). Throws on a card the columns cannot give back: a hidden one in a base file, a
 * field they do not know, or a price or rating finer than cents or tenths.
 */
export function encodeCards(
  cards: readonly ProductCardRecord[],
  { watermark, times }: { watermark: number; times: boolean },
): CompactCards {
  const sorted = [...cards].sort((a, b) => a.id - b.id);
  const brands = dictionary<string>();
  const categories = dictionary<string>();
  const types = dictionary<string>();
  const tagSets = dictionary<string[]>((tags) => JSON.stringify(tags));
  const imagePaths = dictionary<string>();
  const columns: Omit<
    CompactCards,
    'v' | 'watermark' | 'brands' | 'categories' | 'types' | 'tagSets' | 'imagePaths' | 'removed'
  > = {
    id: [],
    title: [],
    brand: [],
    category: [],
    type: [],
    price: [],
    previousPrice: [],
    discountTag: [],
    discountPercent: [],
    rating: [],
    totalRatings: [],
    stock: [],
    tags: [],
    imageCount: [],
    images: [],
    limitPerOrder: [],
  };
  const updatedAt: number[] = [];
  const removed = { id: [] as number[], updatedAt: [] as number[] };
  let previous = { id: 0, updatedAt: 0 };
  let previousRemoved = { id: 0, updatedAt: 0 };
  for (const card of sorted) {
    const unknown = Object.keys(card).find((field) => !CARD_FIELDS.has(field));
    if (unknown)
      throw new Error(`Product ${card.id} has a field the compact catalog does not write: ${unknown}.`);
    if (card.hidden === true) {
      if (!times) throw new Error(`Product ${card.id} is hidden: the catalog leaves it out.`);
      removed.id.push(card.id - previousRemoved.id);
      removed.updatedAt.push(card.updatedAt - previousRemoved.updatedAt);
      previousRemoved = card;
      continue;
    }
    for (const [field, value, exact] of [
      ['price', card.price, toCents(card.price) / 100],
      ['previousPrice', card.previousPrice, toCents(card.previousPrice) / 100],
      ['rating', card.rating, toTenths(card.rating) / 10],
    ] as const) {
      if (value !== exact)
        throw new Error(`Product ${card.id}'s ${field} ${value} is finer than the catalog writes.`);
    }
    if (card.limitPerOrder !== undefined) columns.limitPerOrder.push([columns.id.length, card.limitPerOrder]);
    columns.id.push(card.id - previous.id);
    columns.title.push(card.title);
    columns.brand.push(brands.place(card.brand));
    columns.category.push(categories.place(card.category));
    columns.type.push(types.place(card.type));
    columns.price.push(toCents(card.price));
    columns.previousPrice.push(toCents(card.previousPrice));
    columns.discountTag.push(card.discountTag ? 1 : 0);
    columns.discountPercent.push(card.discountPercent ?? -1);
    columns.rating.push(toTenths(card.rating));
    columns.totalRatings.push(card.totalRatings);
    columns.stock.push(card.stock);
    columns.tags.push(tagSets.place(card.tags));
    columns.imageCount.push(card.images.length);
    for (const image of card.images) columns.images.push(imagePaths.place(image));
    updatedAt.push(card.updatedAt - previous.updatedAt);
    previous = card;
  }
  return {
    v: COMPACT_VERSION,
    watermark,
    brands: brands.values,
    categories: categories.values,
    types: types.values,
    tagSets: tagSets.values,
    imagePaths: imagePaths.values,
    ...columns,
    ...(times ? { updatedAt, removed } : {}),
  };
}

/** A removed product's record, as a tombstone reads: its id and `updatedAt`, hidden. */
const removedCard = (id: number, updatedAt: number): ProductCardRecord => ({
  id,
  title: '',
  type: '',
  category: '',
  brand: '',
  price: 0,
  previousPrice: 0,
  discountTag: false,
  discountPercent: null,
  rating: 0,
  totalRatings: 0,
  stock: 0,
  tags: [],
  images: [],
  createdAt: updatedAt,
  updatedAt,
  hidden: true,
});

/** True for a value laid out as CompactCards of this version (checked before decoding). */
export const isCompactCards = (value: unknown): value is CompactCards =>
  typeof value === 'object' &&
  value !== null &&
  (value as CompactCards).v === COMPACT_VERSION &&
  typeof (value as CompactCards).watermark === 'number' &&
  Array.isArray((value as CompactCards).id);

/**
 * Reads columns back into card records, in id order, a changes file's removals after them as
 * hidden records; `createdAt` is each card's `updatedAt`. Throws on a layout it does not know.
 */
export function decodeCards(compact: CompactCards): ProductCardRecord[] {
  if (compact.v !== COMPACT_VERSION)
    throw new Error(`Unknown compact catalog version: ${String(compact.v)}.`);
  const count = compact.id.length;
  const limits = new Map(compact.limitPerOrder);
  const cards = new Array<ProductCardRecord>(count);
  let id = 0;
  let updatedAt = 0;
  let image = 0;
  for (let place = 0; place < count; place++) {
    id += compact.id[place] ?? 0;
    updatedAt = compact.updatedAt ? updatedAt + (compact.updatedAt[place] ?? 0) : compact.watermark;
    const imageCount = compact.imageCount[place] ?? 0;
    const images = compact.images.slice(image, image + imageCount).map((at) => compact.imagePaths[at] ?? '');
    image += imageCount;
    const discountPercent = compact.discountPercent[place] ?? -1;
    const card: ProductCardRecord = {
      id,
      title: compact.title[place] ?? '',
      type: compact.types[compact.type[place] ?? 0] ?? '',
      category: compact.categories[compact.category[place] ?? 0] ?? '',
      brand: compact.brands[compact.brand[place] ?? 0] ?? '',
      price: (compact.price[place] ?? 0) / 100,
      previousPrice: (compact.previousPrice[place] ?? 0) / 100,
      discountTag: compact.discountTag[place] === 1,
      discountPercent: discountPercent < 0 ? null : discountPercent,
      rating: (compact.rating[place] ?? 0) / 10,
      totalRatings: compact.totalRatings[place] ?? 0,
      stock: compact.stock[place] ?? 0,
      tags: [...(compact.tagSets[compact.tags[place] ?? 0] ?? [])],
      images,
      createdAt: updatedAt,
      updatedAt,
    };
    const limit = limits.get(place);
    if (limit !== undefined) card.limitPerOrder = limit;
    cards[place] = card;
  }
  let removedId = 0;
  let removedAt = 0;
  compact.removed?.id.forEach((step, at) => {
    removedId += step;
    removedAt += compact.removed?.updatedAt[at] ?? 0;
    cards.push(removedCard(removedId, removedAt));
  });
  return cards;
}
