import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../../tests/support/factories';
import { FIELD_RANKS, searchIndexParts, searchPartsBuffers, type SearchIndexParts } from './search-index';

/** A product whose only words are those the test gives it. */
const product = (title: string, more: Parameters<typeof aCardRecord>[0] = {}) =>
  aCardRecord({ title, brand: '', category: '', type: '', tags: [], ...more });

/** The index read back as a caller reads it: each word, in order, with its products' [position, field]. */
function postingsByWord(parts: SearchIndexParts) {
  const byWord: [string, [number, number][]][] = [];
  for (let at = 0; at + 1 < parts.wordStart.length; at++) {
    const word = parts.words.slice(parts.wordStart[at], parts.wordStart[at + 1]);
    const postings = [...parts.postings.slice(parts.postingStart[at], parts.postingStart[at + 1])];
    byWord.push([word, postings.map((posting) => [posting >> 2, posting & 3])]);
  }
  return byWord;
}

const wordList = (parts: SearchIndexParts) => postingsByWord(parts).map(([word]) => word);

describe('search index parts', () => {
  it('lists every word of every field once, sorted, with the products it is in', () => {
    const parts = searchIndexParts([
      product('Galaxy Tab', { brand: 'Samsung', category: 'Tablets', type: 'Tablet', tags: ['New'] }),
      product('Galaxy Buds', { brand: 'Samsung', category: 'Audio', type: 'Earbuds', tags: [] }),
    ]);
    expect(parts.size).toBe(2);
    expect(parts.words).toBe('audiobudsearbudsgalaxynewsamsungtabtablettablets');
    expect(Object.fromEntries(postingsByWord(parts))).toEqual({
      audio: [[1, FIELD_RANKS.other]],
      buds: [[1, FIELD_RANKS.title]],
      earbuds: [[1, FIELD_RANKS.other]],
      galaxy: [
        [0, FIELD_RANKS.title],
        [1, FIELD_RANKS.title],
      ],
      new: [[0, FIELD_RANKS.other]],
      samsung: [
        [0, FIELD_RANKS.brand],
        [1, FIELD_RANKS.brand],
      ],
      tab: [[0, FIELD_RANKS.title]],
      tablet: [[0, FIELD_RANKS.other]],
      tablets: [[0, FIELD_RANKS.other]],
    });
    expect(parts.wordStart).toHaveLength(10);
    expect(parts.postingStart).toHaveLength(10);
    expect(parts.postings).toHaveLength(11);
  });

  it('keeps one posting per product for a word, with the best field it is in', () => {
    const parts = searchIndexParts([
      product('Apple Watch', { brand: 'Apple', type: 'Watch', tags: ['apple', 'Watch'] }),
      product('Phone case', { brand: 'Apple', category: 'Case' }),
    ]);
    expect(Object.fromEntries(postingsByWord(parts))).toEqual({
      apple: [
        [0, FIELD_RANKS.title],
        [1, FIELD_RANKS.brand],
      ],
      case: [[1, FIELD_RANKS.title]],
      phone: [[1, FIELD_RANKS.title]],
      watch: [[0, FIELD_RANKS.title]],
    });
  });

  it('sorts the words by code unit, whatever order the products give them in', () => {
    const parts = searchIndexParts([product('zoom yoga'), product('alpha 10 2')]);
    expect(wordList(parts)).toEqual(['10', '2', 'alpha', 'yoga', 'zoom']);
  });

  it('makes empty parts for an empty catalog', () => {
    const parts = searchIndexParts([]);
    expect(parts.size).toBe(0);
    expect(parts.words).toBe('');
    expect([...parts.wordStart]).toEqual([0]);
    expect([...parts.postingStart]).toEqual([0]);
    expect(parts.postings).toHaveLength(0);
    expect(parts.byPopularity).toHaveLength(0);
  });

  it('orders products by rating, then number of ratings, then catalog order', () => {
    const parts = searchIndexParts([
      product('a', { rating: 4, totalRatings: 10 }),
      product('b', { rating: 5, totalRatings: 2 }),
      product('c', { rating: 4, totalRatings: 30 }),
      product('d', { rating: 4, totalRatings: 10 }),
      product('e', { rating: 3, totalRatings: 99 }),
      product('f', { rating: 4, totalRatings: 10 }),
    ]);
    expect([...parts.byPopularity]).toEqual([1, 2, 0, 3, 5, 4]);
    expect([...parts.popularity]).toEqual([2, 0, 1, 3, 5, 4]);
  });

  it('hands its typed arrays over without a copy: the other side reads them, this side no longer holds them', () => {
    const parts = searchIndexParts([product('Galaxy Tab', { rating: 5 }), product('Galaxy Buds')]);
    const expected = postingsByWord(parts);
    const moved = structuredClone(parts, { transfer: searchPartsBuffers(parts) });
    expect(postingsByWord(moved)).toEqual(expected);
    expect([...moved.byPopularity]).toEqual([0, 1]);
    expect([...moved.popularity]).toEqual([0, 1]);
    for (const array of [
      parts.wordStart,
      parts.postingStart,
      parts.postings,
      parts.byPopularity,
      parts.popularity,
    ])
      expect(array.byteLength).toBe(0);
  });
});
