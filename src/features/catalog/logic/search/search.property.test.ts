import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { bruteKey, bruteSearch, matchedWords } from '../../../../../tests/support/search-oracle';
import { buildProductSearch } from './product-search';
import { searchIndexParts, type SearchableProduct } from './search-index';
import { dictionaryOf } from './word-matches';

/*
 * The search against its rules done by scanning (tests/support/search-oracle.ts), on random
 * catalogs of words from a small alphabet, so words share beginnings, lie a typo or two apart and
 * tie often; none of them is a synonym (search-synonyms.ts), which the oracle leaves out.
 */
const aWord = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'o'), minLength: 1, maxLength: 11 });

interface Item extends SearchableProduct {
  id: number;
}

const aCatalog = fc
  .array(
    fc.record({
      title: fc.array(aWord, { minLength: 1, maxLength: 5 }).map((words) => words.join(' ')),
      brand: aWord,
      category: aWord,
      type: aWord,
      tags: fc.array(aWord, { maxLength: 2 }),
      rating: fc.constantFrom(3.5, 4, 4.5),
      totalRatings: fc.integer({ min: 0, max: 2 }),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .map((products): Item[] => products.map((product, id) => ({ ...product, id })));

/** A query of one to three words, each a catalog word, perhaps cut short or with a typo, or a random one. */
const aQuery = (catalog: Item[]) => {
  const words = catalog.flatMap((product) => product.title.split(' '));
  const typed = fc.oneof(
    fc.constantFrom(...words),
    fc
      .constantFrom(...words)
      .chain((word) => fc.nat({ max: word.length - 1 }).map((at) => word.slice(0, at) + word.slice(at + 1))),
    fc.constantFrom(...words).map((word) => word.slice(0, Math.ceil(word.length / 2))),
    aWord,
  );
  return fc
    .tuple(fc.array(typed, { minLength: 1, maxLength: 3 }), fc.constantFrom('', ' ', '-'))
    .map(([list, end]) => list.filter(Boolean).join(' ') + end);
};

const ids = (items: readonly Item[]) => items.map((item) => item.id);

describe('search, against the oracle', () => {
  test.prop([fc.array(aWord, { minLength: 1, maxLength: 60 }), aWord, fc.boolean()])(
    'matches each word of the index with the key a scan gives it',
    (list, typed, asPrefix) => {
      const parts = searchIndexParts(
        list.map((title) => ({
          title,
          brand: '',
          category: '',
          type: '',
          tags: [],
          rating: 0,
          totalRatings: 0,
        })),
      );
      const dictionary = dictionaryOf(parts);
      const found = matchedWords(parts, typed, asPrefix);
      const expected = new Map<string, number>();
      for (let at = 0; at < dictionary.count; at++) {
        const word = dictionary.wordAt(at);
        const key = bruteKey(word, typed, asPrefix);
        if (key < Infinity) expected.set(word, key);
      }
      expect(Object.fromEntries(found)).toEqual(Object.fromEntries(expected));
    },
  );

  test.prop([aCatalog.chain((catalog) => fc.tuple(fc.constant(catalog), aQuery(catalog)))])(
    'finds exactly the products a scan finds, in the ranking order',
    ([catalog, text]) => {
      const { items, total } = buildProductSearch(catalog).search(text);
      const expected = bruteSearch(catalog, text).map(({ position }) => catalog[position]?.id);
      expect(ids(items)).toEqual(expected);
      expect(total).toBe(expected.length);
    },
  );

  test.prop([
    aCatalog.chain((catalog) => fc.tuple(fc.constant(catalog), aQuery(catalog))),
    fc.integer({ min: 1, max: 5 }),
  ])('gives the first `limit` of the whole ranking, and the whole count', ([catalog, text], limit) => {
    const search = buildProductSearch(catalog);
    const all = search.search(text);
    const some = search.search(text, limit);
    expect(ids(some.items)).toEqual(ids(all.items.slice(0, limit)));
    expect(some.total).toBe(all.total);
  });
});

describe('search, as shoppers count on it', () => {
  const aProductAndWord = aCatalog.chain((catalog) =>
    fc.nat({ max: catalog.length - 1 }).chain((position) => {
      const words = (catalog[position]?.title ?? '').split(' ');
      return fc.tuple(fc.constant(catalog), fc.constant(position), fc.constantFrom(...words));
    }),
  );

  test.prop([aProductAndWord])(
    'always finds a product by any one word of its own title',
    ([catalog, position, word]) => {
      const search = buildProductSearch(catalog);
      expect(ids(search.search(word).items)).toContain(position);
      expect(ids(search.search(`${word} `).items)).toContain(position);
    },
  );

  test.prop([aProductAndWord.filter(([, , word]) => word.length >= 5), fc.nat()])(
    'still finds it with one letter left out of a word of five or more',
    ([catalog, position, word], at) => {
      const cut = at % word.length;
      const typed = word.slice(0, cut) + word.slice(cut + 1);
      expect(ids(buildProductSearch(catalog).search(`${typed} `).items)).toContain(position);
    },
  );
});
