import type { Product, ProductCardRecord } from '../types';

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

/** The newest `updatedAt` among the cards, or `floor` when none is newer: a sync watermark. */
export const newestUpdate = (cards: readonly ProductCardRecord[], floor = 0) =>
  cards.reduce((max, card) => Math.max(max, card.updatedAt), floor);
