/*
 * The catalog's card records, as the browser keeps them and the functions cut the snapshot from
 * them: one set of rules for what a card holds, which cards are shown, and how changes merge.
 */
import { isLimitPerOrder } from './order-limits';
import type { Product, ProductCardRecord, ProductSpecification } from './product';

/** A product's card fields: what lists, search and the local catalog keep. */
export function toCardRecord(product: Product): ProductCardRecord {
  const { description: _description, specifications: _specifications, ...card } = product;
  return card;
}

/** True for a value shaped like a card record; stored or downloaded data is checked with it. */
export const isCardRecord = (value: unknown): value is ProductCardRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ProductCardRecord).id === 'number' &&
  typeof (value as ProductCardRecord).title === 'string' &&
  typeof (value as ProductCardRecord).price === 'number' &&
  typeof (value as ProductCardRecord).updatedAt === 'number' &&
  Array.isArray((value as ProductCardRecord).tags) &&
  Array.isArray((value as ProductCardRecord).images);

/** False for a product the operator hid: the shop's catalog leaves it out. */
export const isShown = (card: Pick<ProductCardRecord, 'hidden'>) => card.hidden !== true;

/** The cards without the hidden ones. */
export const shownCards = <T extends Pick<ProductCardRecord, 'hidden'>>(cards: T[]): T[] =>
  cards.every(isShown) ? cards : cards.filter(isShown);

/** The newest `updatedAt` among the cards, or `floor` when none is newer: a sync watermark. */
export const newestUpdate = (cards: readonly ProductCardRecord[], floor = 0) =>
  cards.reduce((max, card) => Math.max(max, card.updatedAt), floor);

/**
 * `changed` merged into `base`: a changed product keeps its place, a new one goes at the end, and
 * one the operator hid leaves. The page, the catalog's keeper and the server's snapshot all merge
 * with it, so they hold the same products in the same order (and the keeper's index parts fit
 * the page's list).
 */
export function mergeCards(base: readonly ProductCardRecord[], changed: readonly ProductCardRecord[]) {
  if (changed.length === 0) return base as ProductCardRecord[];
  const byId = new Map(base.map((card) => [card.id, card]));
  for (const card of changed) {
    if (isShown(card)) byId.set(card.id, card);
    else byId.delete(card.id);
  }
  return [...byId.values()];
}

/**
 * What a delta brings, as card records: the changed products and the deleted ones, one record per
 * product, the newer of its write and its tombstone. A tombstone (read as a product: its id and
 * `updatedAt`, nothing else) becomes a hidden record, so merging it drops the product from the
 * page's list and the keeper's (`mergeCards`) and storing it deletes the product from the device,
 * as for a product the operator hid. A product deleted and written again later stays (its write
 * is newer); one written and then deleted goes. `known` are changes already gathered, which the
 * new ones join under the same rule.
 */
export function catalogChanges(
  products: readonly Product[],
  removals: readonly Product[],
  known: readonly ProductCardRecord[] = [],
): ProductCardRecord[] {
  const newest = new Map<number, ProductCardRecord>();
  for (const change of [
    ...known,
    ...products.map(toCardRecord),
    ...removals.map((removal) => ({ ...toCardRecord(removal), hidden: true })),
  ]) {
    const seen = newest.get(change.id);
    if (!seen || change.updatedAt > seen.updatedAt) newest.set(change.id, change);
  }
  return [...newest.values()];
}

/**
 * Products in a snapshot's first file: the lowest ids, the listing's first screen, which a first
 * visit hands to the page before the rest arrive (about 4 kB compressed).
 */
export const SNAPSHOT_CHUNK_SIZE = 250;
/**
 * Products in each later file: about 50 kB compressed in the compact layout, so 100k products
 * are 30 files, and with the server's changes files (a file a day, 10 days at most) at most 40.
 */
export const SNAPSHOT_FILE_SIZE = 3500;

export interface SnapshotCut {
  /** The newest `updatedAt` in the cut: the client asks Firestore only for what is newer. */
  watermark: number;
  /** The card records in files of at most SNAPSHOT_CHUNK_SIZE, in id order. */
  chunks: ProductCardRecord[][];
}

/** `cards` in files of at most `size` (the first of at most `first`), in the order given. */
export function inFiles<T>(cards: readonly T[], size = SNAPSHOT_FILE_SIZE, first = size): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < cards.length;) {
    const end = start + (files.length === 0 ? first : size);
    files.push(cards.slice(start, end));
    start = end;
  }
  return files;
}

/**
 * Cuts the catalog's card fields into snapshot files: the build's from the seeded catalog, the
 * server's from Firestore. The first file holds SNAPSHOT_CHUNK_SIZE products, each later one
 * SNAPSHOT_FILE_SIZE (or every one `size`): a 100k-product catalog becomes 30 files that the
 * browser fetches side by side and stores as each arrives.
 */
export function cutSnapshot(products: Product[], size?: number): SnapshotCut {
  const all = products.map(toCardRecord).sort((a, b) => a.id - b.id);
  // Hidden products stay out of the shop; their change still counts for the watermark.
  const shown = shownCards(all);
  const chunks =
    size === undefined ? inFiles(shown, SNAPSHOT_FILE_SIZE, SNAPSHOT_CHUNK_SIZE) : inFiles(shown, size);
  return { watermark: newestUpdate(all), chunks };
}

/** A date field as epoch milliseconds, whatever the SDK reading it makes of a Timestamp. */
export type ToMillis = (value: unknown) => number;

const toNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
const toText = (value: unknown): string => (typeof value === 'string' ? value : '');
const toTextList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function toSpecifications(value: unknown): ProductSpecification[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ key: toText(item.key), value: toText(item.value) }));
}

/**
 * Reads a Products document defensively: a malformed field becomes an empty value, never a
 * crash. `toMillis` reads its dates (the browser's SDK and the Admin SDK each have a Timestamp).
 */
export function readProduct(data: Record<string, unknown>, toMillis: ToMillis): Product {
  const discountTag = data.discountTag === true;
  return {
    id: toNumber(data.id),
    title: toText(data.title),
    type: toText(data.type),
    category: toText(data.category),
    brand: toText(data.brand),
    price: toNumber(data.price),
    previousPrice: toNumber(data.previousPrice),
    discountTag,
    discountPercent: discountTag && data.discountPercent != null ? toNumber(data.discountPercent) : null,
    rating: toNumber(data.rating),
    totalRatings: toNumber(data.totalRatings),
    stock: toNumber(data.stock),
    tags: toTextList(data.tags),
    images: toTextList(data.images),
    description: toText(data.description),
    specifications: toSpecifications(data.specifications),
    createdAt: toMillis(data.createdAt),
    updatedAt: toMillis(data.updatedAt ?? data.createdAt),
    // Only a hidden product carries the key, so shown ones read as they always did.
    ...(data.hidden === true ? { hidden: true } : {}),
    // Likewise only a product the desk limited carries its limit per order.
    ...(isLimitPerOrder(data.limitPerOrder) ? { limitPerOrder: data.limitPerOrder } : {}),
  };
}
