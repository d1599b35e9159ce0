/*
 * The catalog's card records, as the browser keeps them and the functions cut the snapshot from
 * them: one set of rules for what a card holds, which cards are shown, and how changes merge.
 */
import type { Product, ProductCardRecord } from './product';

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
