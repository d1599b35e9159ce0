import type { ProductCardRecord } from '../types.ts';

/**
 * The catalog's card records as columns: one array per field, with the strings that repeat across
 * products (brands, categories, types, tag sets, image paths) written once in dictionaries and
 * referred to by their place. Ids and dates are written as the difference from the product before
 * (in id order), prices in cents, ratings in tenths. The same cards take about a third of the bytes
 * they take as a list of objects, compressed, and parse as a few long arrays instead of one object
 * per product. `decodeCards(encodeCards(cards))` gives the cards back exactly (compact-catalog.test.ts).
 */
export interface CompactCards {
  /** The layout's version: a reader refuses one it does not know. */
  v: number;
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
  /** Milliseconds, each as the difference from the product before (the first from 0). */
  createdAt: number[];
  updatedAt: number[];
  /** The products with a limit of their own: [place in the columns, limit] pairs. */
  limitPerOrder: [number, number][];
}

export const COMPACT_VERSION = 1;

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
 * Writes shown cards as columns, in id order. Throws on a card the columns cannot give back
 * exactly: a hidden one, a field they do not know, or a price or rating finer than cents or tenths.
 */
export function encodeCards(cards: readonly ProductCardRecord[]): CompactCards {
  const sorted = [...cards].sort((a, b) => a.id - b.id);
  const brands = dictionary<string>();
  const categories = dictionary<string>();
  const types = dictionary<string>();
  const tagSets = dictionary<string[]>((tags) => JSON.stringify(tags));
  const imagePaths = dictionary<string>();
  const columns: Omit<CompactCards, 'v' | 'brands' | 'categories' | 'types' | 'tagSets' | 'imagePaths'> = {
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
    createdAt: [],
    updatedAt: [],
    limitPerOrder: [],
  };
  let previous = { id: 0, createdAt: 0, updatedAt: 0 };
  sorted.forEach((card, place) => {
    const unknown = Object.keys(card).find(
      (field) => !CARD_FIELDS.has(field) && !(field === 'hidden' && card.hidden === false),
    );
    if (card.hidden === true) throw new Error(`Product ${card.id} is hidden: the catalog leaves it out.`);
    if (unknown)
      throw new Error(`Product ${card.id} has a field the compact catalog does not write: ${unknown}.`);
    for (const [field, value, exact] of [
      ['price', card.price, toCents(card.price) / 100],
      ['previousPrice', card.previousPrice, toCents(card.previousPrice) / 100],
      ['rating', card.rating, toTenths(card.rating) / 10],
    ] as const) {
      if (value !== exact)
        throw new Error(`Product ${card.id}'s ${field} ${value} is finer than the catalog writes.`);
    }
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
    columns.createdAt.push(card.createdAt - previous.createdAt);
    columns.updatedAt.push(card.updatedAt - previous.updatedAt);
    if (card.limitPerOrder !== undefined) columns.limitPerOrder.push([place, card.limitPerOrder]);
    previous = card;
  });
  return {
    v: COMPACT_VERSION,
    brands: brands.values,
    categories: categories.values,
    types: types.values,
    tagSets: tagSets.values,
    imagePaths: imagePaths.values,
    ...columns,
  };
}

/** Reads columns back into card records, in id order. Throws on a layout it does not know. */
export function decodeCards(compact: CompactCards): ProductCardRecord[] {
  if (compact.v !== COMPACT_VERSION)
    throw new Error(`Unknown compact catalog version: ${String(compact.v)}.`);
  const count = compact.id.length;
  const limits = new Map(compact.limitPerOrder);
  const cards = new Array<ProductCardRecord>(count);
  let id = 0;
  let createdAt = 0;
  let updatedAt = 0;
  let image = 0;
  for (let place = 0; place < count; place++) {
    id += compact.id[place] ?? 0;
    createdAt += compact.createdAt[place] ?? 0;
    updatedAt += compact.updatedAt[place] ?? 0;
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
      createdAt,
      updatedAt,
    };
    const limit = limits.get(place);
    if (limit !== undefined) card.limitPerOrder = limit;
    cards[place] = card;
  }
  return cards;
}
