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
  /** Without the brand's name and a space before it, which most titles open with. */
  title: string[];
  /** The places whose title is written whole: it does not open with its brand's name. */
  wholeTitles: number[];
  /** Places in `brands` and `types`. */
  brand: number[];
  /** Each type's category, by place: a product's category is its type's (a type belongs to one). */
  typeCategory: number[];
  /** The products whose category is not their type's, as [place, place in `categories`]. */
  categoryExceptions: [number, number][];
  type: number[];
  /** In cents. */
  price: number[];
  /** In cents above `price` (most products' is their price, or a round step above it). */
  previousPrice: number[];
  /**
   * The products whose discount is not the one their prices give (`discountOf`), as [place, tag
   * (1 or 0), percent (-1 for none)]; usually none.
   */
  discounts: [number, number, number][];
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
/** How far a price or rating may be from its cents or tenths and still be them: float noise. */
const FLOAT_SLACK = 1e-6;

/** The discount a product's prices give: tagged when it was dearer, by the whole percent off. */
const discountOf = (price: number, previousPrice: number) =>
  previousPrice > price
    ? { discountTag: true, discountPercent: Math.round((1 - price / previousPrice) * 100) }
    : { discountTag: false, discountPercent: null };
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
    wholeTitles: [],
    brand: [],
    typeCategory: [],
    categoryExceptions: [],
    type: [],
    price: [],
    previousPrice: [],
    discounts: [],
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
      // A sum worked out in floating point (15.99 + 1 is 16.990000000000002) is the cents it
      // means, as Firestore's rules take it (validMoney); a finer value is refused.
      if (Math.abs(value - exact) > FLOAT_SLACK)
        throw new Error(`Product ${card.id}'s ${field} ${value} is finer than the catalog writes.`);
    }
    if (card.limitPerOrder !== undefined) columns.limitPerOrder.push([columns.id.length, card.limitPerOrder]);
    columns.id.push(card.id - previous.id);
    const brandFirst = `${card.brand} `;
    if (card.brand !== '' && card.title.startsWith(brandFirst))
      columns.title.push(card.title.slice(brandFirst.length));
    else {
      columns.wholeTitles.push(columns.title.length);
      columns.title.push(card.title);
    }
    columns.brand.push(brands.place(card.brand));
    const typePlace = types.place(card.type);
    const categoryPlace = categories.place(card.category);
    columns.typeCategory[typePlace] ??= categoryPlace;
    if (columns.typeCategory[typePlace] !== categoryPlace)
      columns.categoryExceptions.push([columns.id.length - 1, categoryPlace]);
    columns.type.push(types.place(card.type));
    columns.price.push(toCents(card.price));
    columns.previousPrice.push(toCents(card.previousPrice) - toCents(card.price));
    const discount = discountOf(card.price, card.previousPrice);
    if (card.discountTag !== discount.discountTag || card.discountPercent !== discount.discountPercent)
      columns.discounts.push([columns.id.length - 1, card.discountTag ? 1 : 0, card.discountPercent ?? -1]);
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
  const wholeTitles = new Set(compact.wholeTitles);
  const categoryExceptions = new Map(compact.categoryExceptions);
  const discounts = new Map(
    compact.discounts.map(([place, tag, percent]) => [
      place,
      { discountTag: tag === 1, discountPercent: percent < 0 ? null : percent },
    ]),
  );
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
    const brand = compact.brands[compact.brand[place] ?? 0] ?? '';
    const title = compact.title[place] ?? '';
    const price = compact.price[place] ?? 0;
    const card: ProductCardRecord = {
      id,
      title: wholeTitles.has(place) ? title : `${brand} ${title}`,
      type: compact.types[compact.type[place] ?? 0] ?? '',
      category:
        compact.categories[
          categoryExceptions.get(place) ?? compact.typeCategory[compact.type[place] ?? 0] ?? 0
        ] ?? '',
      brand,
      price: price / 100,
      previousPrice: (price + (compact.previousPrice[place] ?? 0)) / 100,
      ...(discounts.get(place) ??
        discountOf(price / 100, (price + (compact.previousPrice[place] ?? 0)) / 100)),
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
