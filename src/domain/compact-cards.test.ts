import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { generateCatalog } from '../../scripts/synthetic-catalog.mjs';
import { toCardRecord } from './catalog-cards';
import {
  COMPACT_VERSION,
  decodeCards,
  encodeCards,
  isCompactCards,
  type CompactCards,
} from './compact-cards';
import type { ProductCardRecord } from './product';

/** The cards in id order, as plain objects (fast-check's records have no prototype). */
const byId = (cards: readonly ProductCardRecord[]) =>
  (JSON.parse(JSON.stringify(cards)) as ProductCardRecord[]).sort((a, b) => a.id - b.id);

/** The cards as a file gives them back: `createdAt` is `updatedAt`, and a base file's is its watermark. */
const asFileGives = (cards: readonly ProductCardRecord[], watermark?: number) =>
  byId(cards).map((card) => {
    const updatedAt = watermark ?? card.updatedAt;
    return { ...card, createdAt: updatedAt, updatedAt };
  });

/** Through JSON, as the files travel and are stored. */
const travelled = (compact: CompactCards) => JSON.parse(JSON.stringify(compact)) as CompactCards;

const BASE = { watermark: 1_790_000_000_000, times: false };
const CHANGES = { watermark: 1_790_000_000_000, times: true };

/** Card record fields as the catalog holds them: cents, tenths of a star, a few shared strings. */
const cardFields = {
  id: fc.integer({ min: 1, max: 10_000_000 }),
  title: fc.string({ maxLength: 40 }),
  type: fc.constantFrom('Laptop', 'TV', 'Speaker'),
  category: fc.constantFrom('Computers & Tablets', 'TV & Home Theater', 'Audio & Headphones'),
  brand: fc.constantFrom('Apple', 'LG', 'JBL', 'Sony'),
  price: fc.integer({ min: 0, max: 999_999 }).map((cents) => cents / 100),
  previousPrice: fc.integer({ min: 0, max: 999_999 }).map((cents) => cents / 100),
  discountTag: fc.boolean(),
  discountPercent: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
  rating: fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
  totalRatings: fc.nat(100_000),
  stock: fc.nat(10_000),
  tags: fc.subarray(['Featured', 'New', 'Spring Sale', 'Best Seller']),
  images: fc.array(fc.constantFrom('/a-1.svg', '/a-2.svg', '/b-1.svg'), { maxLength: 3 }),
  createdAt: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }),
  updatedAt: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }),
  limitPerOrder: fc.integer({ min: 1, max: 9 }),
};
/** A card: every field but the optional limit of its own. */
const aCard = fc.record(cardFields, {
  requiredKeys: (Object.keys(cardFields) as (keyof typeof cardFields)[]).filter(
    (field) => field !== 'limitPerOrder',
  ),
});
const aCatalog = fc.uniqueArray(aCard, { selector: (card) => card.id, maxLength: 60 });

describe('the compact catalog', () => {
  test.prop([aCatalog])(
    'gives a base file’s cards back in id order, each dated by the file’s watermark',
    (cards) => {
      expect(decodeCards(travelled(encodeCards(cards, BASE)))).toStrictEqual(
        asFileGives(cards, BASE.watermark),
      );
    },
  );

  test.prop([aCatalog, fc.array(fc.boolean(), { maxLength: 60 })])(
    'gives a changes file’s cards back with their own dates, the hidden ones as removals after the rest',
    (cards, hiddenOnes) => {
      const changes: ProductCardRecord[] = cards.map((card, at) =>
        hiddenOnes[at] ? { ...card, hidden: true } : card,
      );
      const shown = changes.filter((card) => card.hidden !== true);
      const removed = changes.filter((card) => card.hidden === true);
      const decoded = decodeCards(travelled(encodeCards(changes, CHANGES)));
      expect(decoded.slice(0, shown.length)).toStrictEqual(asFileGives(shown));
      expect(
        decoded.slice(shown.length).map(({ id, updatedAt, hidden }) => ({ id, updatedAt, hidden })),
      ).toEqual(byId(removed).map(({ id, updatedAt }) => ({ id, updatedAt, hidden: true })));
    },
  );

  it('gives back the synthetic catalog, and writes each brand, category and type once', () => {
    const cards = generateCatalog(2_000, 5).map(toCardRecord);
    const compact = encodeCards(cards, BASE);
    expect(isCompactCards(travelled(compact))).toBe(true);
    expect(decodeCards(travelled(compact))).toStrictEqual(asFileGives(cards, BASE.watermark));
    expect(new Set(compact.brands).size).toBe(compact.brands.length);
    expect(compact.brands.length).toBe(new Set(cards.map((card) => card.brand)).size);
    expect(compact.categories.length).toBe(new Set(cards.map((card) => card.category)).size);
    expect(compact.types.length).toBe(new Set(cards.map((card) => card.type)).size);
  });

  it('takes fewer bytes than the same cards as a list of objects', () => {
    const cards = generateCatalog(2_000, 5).map(toCardRecord);
    expect(JSON.stringify(encodeCards(cards, BASE)).length).toBeLessThan(JSON.stringify(cards).length / 2);
  });

  it('refuses what it cannot give back exactly', () => {
    const [card] = generateCatalog(1, 5).map(toCardRecord);
    if (!card) throw new Error('The synthetic catalog gave no product.');
    expect(() => encodeCards([{ ...card, hidden: true }], BASE)).toThrow(/hidden/);
    expect(() => encodeCards([{ ...card, price: 10.005 }], CHANGES)).toThrow(/finer/);
    // A sum in floating point is the cents it means.
    const [summed] = decodeCards(encodeCards([{ ...card, price: 15.99 + 1 }], CHANGES));
    expect(summed?.price).toBe(16.99);
    expect(() => encodeCards([{ ...card, rating: 4.25 }], BASE)).toThrow(/finer/);
    expect(() => encodeCards([{ ...card, colour: 'red' } as ProductCardRecord], BASE)).toThrow(/colour/);
  });

  it('refuses a layout of another version', () => {
    const compact = encodeCards([], BASE);
    expect(decodeCards(compact)).toEqual([]);
    expect(() => decodeCards({ ...compact, v: COMPACT_VERSION + 1 })).toThrow(/version/);
    expect(isCompactCards({ ...compact, v: COMPACT_VERSION - 1 })).toBe(false);
    expect(isCompactCards([])).toBe(false);
  });
});
