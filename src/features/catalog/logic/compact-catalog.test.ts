import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';

import { generateCatalog } from '../../../../scripts/synthetic-catalog.mjs';
import type { ProductCardRecord } from '../types';
import { toCardRecord } from './card-record';
import { COMPACT_VERSION, decodeCards, encodeCards, type CompactCards } from './compact-catalog';

/** The cards in id order, as plain objects (fast-check's records have no prototype). */
const byId = (cards: readonly ProductCardRecord[]) =>
  (JSON.parse(JSON.stringify(cards)) as ProductCardRecord[]).sort((a, b) => a.id - b.id);

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
  test.prop([aCatalog])('gives back exactly the cards it was given, in id order', (cards) => {
    // Through JSON, as the files travel and are stored.
    const compact = JSON.parse(JSON.stringify(encodeCards(cards))) as CompactCards;
    expect(decodeCards(compact)).toStrictEqual(byId(cards));
  });

  it('gives back the synthetic catalog exactly, and writes each brand, category and type once', () => {
    const cards = generateCatalog(2_000, 5).map(toCardRecord);
    const compact = encodeCards(cards);
    expect(decodeCards(JSON.parse(JSON.stringify(compact)) as CompactCards)).toStrictEqual(byId(cards));
    expect(new Set(compact.brands).size).toBe(compact.brands.length);
    expect(compact.brands.length).toBe(new Set(cards.map((card) => card.brand)).size);
    expect(compact.categories.length).toBe(new Set(cards.map((card) => card.category)).size);
    expect(compact.types.length).toBe(new Set(cards.map((card) => card.type)).size);
  });

  it('takes fewer bytes than the same cards as a list of objects', () => {
    const cards = generateCatalog(2_000, 5).map(toCardRecord);
    expect(JSON.stringify(encodeCards(cards)).length).toBeLessThan(JSON.stringify(cards).length / 2);
  });

  it('refuses what it cannot give back exactly', () => {
    const [card] = generateCatalog(1, 5).map(toCardRecord);
    if (!card) throw new Error('The synthetic catalog gave no product.');
    expect(() => encodeCards([{ ...card, hidden: true }])).toThrow(/hidden/);
    expect(() => encodeCards([{ ...card, price: 10.005 }])).toThrow(/finer/);
    expect(() => encodeCards([{ ...card, rating: 4.25 }])).toThrow(/finer/);
    expect(() => encodeCards([{ ...card, colour: 'red' } as ProductCardRecord])).toThrow(/colour/);
  });

  it('refuses a layout of another version', () => {
    const compact = encodeCards([]);
    expect(decodeCards(compact)).toEqual([]);
    expect(() => decodeCards({ ...compact, v: COMPACT_VERSION + 1 })).toThrow(/version/);
  });
});
