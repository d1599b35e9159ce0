import type { Product, ProductCardRecord } from '../types.ts';

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

/** Whether two lists hold the same objects in the same order. */
export const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * `next`, keeping the objects of `previous` for the products that have not changed since (same
 * id and `updatedAt`), and `previous` itself when nothing changed at all: lists and cards drawn
 * from unchanged products then skip drawing again (a prerendered page's seed, then the snapshot,
 * then Firestore's answer bring the same products three times on a first visit).
 */
export function keepUnchanged(
  previous: readonly ProductCardRecord[] | undefined,
  next: ProductCardRecord[],
): ProductCardRecord[] {
  if (!previous) return next;
  const known = new Map(previous.map((card) => [card.id, card]));
  const kept = next.map((card) => {
    const before = known.get(card.id);
    return before?.updatedAt === card.updatedAt ? before : card;
  });
  return sameItems(kept, previous) ? (previous as ProductCardRecord[]) : kept;
}

/**
 * `changed` merged into `base`: a changed product keeps its place, a new one goes at the end, and
 * one the operator hid leaves. The page and the catalog's keeper both merge with it, so both hold
 * the same products in the same order (and the keeper's index parts fit the page's list).
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
