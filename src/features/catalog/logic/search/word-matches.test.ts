import { describe, expect, it } from 'vitest';

import { matchedWords } from '../../../../../tests/support/search-oracle';
import { EXACT, matchKey, PREFIX, synonyms } from './word-matches';

/** A dictionary of these words as the index stores them (sorted, one after another). */
function partsOf(list: string[]) {
  const sorted = [...new Set(list)].sort();
  const wordStart = new Int32Array(sorted.length + 1);
  sorted.forEach((word, at) => (wordStart[at + 1] = (wordStart[at] ?? 0) + word.length));
  return { words: sorted.join(''), wordStart };
}

/** Each matched word with its key, in dictionary order. */
function matched(list: string[], typed: string, asPrefix: boolean) {
  const found = matchedWords(partsOf(list), typed, asPrefix);
  return Object.fromEntries([...found].sort(([a], [b]) => (a < b ? -1 : 1)));
}

const WORDS = [
  'galaxy',
  'galaxies',
  'gala',
  'game',
  'iphone',
  'phone',
  'macbook',
  'macro',
  'mac',
  'sony',
  'tv',
];

describe('word matches', () => {
  it('finds the typed word itself, and nothing for a word too short for a typo', () => {
    expect(matched(WORDS, 'sony', false)).toEqual({ sony: EXACT });
    expect(matched(WORDS, 'sonu', false)).toEqual({});
    expect(matched(WORDS, 'zz', false)).toEqual({});
  });

  it('finds, as the last word typed, every word it begins, and the word itself as exact', () => {
    expect(matched(WORDS, 'gala', true)).toEqual({ gala: EXACT, galaxies: PREFIX, galaxy: PREFIX });
    expect(matched(WORDS, 'gal', true)).toEqual({ gala: PREFIX, galaxies: PREFIX, galaxy: PREFIX });
    expect(matched(WORDS, 'gal', false)).toEqual({});
  });

  it('finds words within the typo budget, whole or (as the last word) by a beginning', () => {
    expect(matched(WORDS, 'macbok', false)).toEqual({ macbook: matchKey(1, false) });
    // "macbu" is one letter from "macbo", which begins "macbook"; two from "macro".
    expect(matched(WORDS, 'macbu', true)).toEqual({ macbook: matchKey(1, true) });
    // Two swapped letters are one edit; "phone" is two away, past a 6-letter word's budget.
    expect(matched(WORDS, 'ipohne', false)).toEqual({ iphone: matchKey(1, false) });
    expect(matched(WORDS, 'sonyy', false)).toEqual({ sony: matchKey(1, false) });
    expect(matched(WORDS, 'galaxxy', false)).toEqual({ galaxy: matchKey(1, false) });
  });

  it('reaches a synonym group from any of its words, exactly, by a beginning, or by a typo of a word the catalog lacks', () => {
    expect(matched(WORDS, 'television', false)).toEqual({ tv: EXACT });
    // Typed in full as the last word, a group word is exact, not a beginning of itself.
    expect(matched([...WORDS, 'television'], 'tv', true)).toEqual({ television: EXACT, tv: EXACT });
    expect(matched(WORDS, 'telev', true)).toEqual({ tv: PREFIX });
    expect(matched(WORDS, 'televison', false)).toEqual({ tv: matchKey(1, false) });
    // "iphone" is a catalog word: one edit from "phone", but its synonyms are not reached.
    expect(matched([...WORDS, 'mobile'], 'iphone', false)).toEqual({
      iphone: EXACT,
      phone: matchKey(1, false),
    });
    expect(synonyms('tv')).toContain('television');
    expect(synonyms('nothing')).toEqual([]);
  });
});
