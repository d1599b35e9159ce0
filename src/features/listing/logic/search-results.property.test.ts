import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { productSearchOf } from '@/features/catalog/search';
import { PRICE_MAX } from '@/lib/constants';

import { fullyRankedPage } from '../../../../scripts/bench/results-page-oracle';
import { generateCatalog } from '../../../../scripts/synthetic-catalog.mjs';
import { searchResultsPage } from './search-results';
import type { SearchPageState } from './search-url';

/*
 * The results page, which ranks only the page it shows, against the page made the long way, from
 * every match ranked (scripts/bench/results-page-oracle.ts). On a synthetic catalog
 * (scripts/synthetic-catalog.mjs), whose tags and type words match thousands of products and
 * whose prices repeat, so that the ranking breaks many ties.
 */
const CATALOG = generateCatalog(4_000, 5);
const SEARCH = productSearchOf(CATALOG);
const BRANDS = [...new Set(CATALOG.map((product) => product.brand))];
const WORDS = [
  ...new Set(
    CATALOG.slice(0, 300).flatMap((product) =>
      [product.title, product.brand, product.type, product.category, ...product.tags].flatMap((text) =>
        text.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
      ),
    ),
  ),
];

type Filters = Omit<SearchPageState, 'text'>;

/** A word of the catalog, whole, cut short, with a letter dropped, or a few common ones. */
const aWord = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom('new', 'best', 'seller', 'sale', 'ne', 's', 'pro', 'featured'),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.nat())
    .map(([word, cut]) => word.slice(0, 1 + (cut % Math.max(1, word.length)))),
  fc
    .tuple(fc.constantFrom(...WORDS), fc.nat())
    .map(([word, at]) => word.slice(0, at % word.length) + word.slice((at % word.length) + 1)),
);
const aText = fc
  .tuple(fc.array(aWord, { minLength: 1, maxLength: 3 }), fc.constantFrom('', ' '))
  .map(([words, end]) => words.join(' ') + end);

const aPrice = fc.integer({ min: 0, max: PRICE_MAX });
const someFilters: fc.Arbitrary<Filters> = fc.record({
  brands: fc.oneof(
    fc.constant([]),
    fc.uniqueArray(fc.constantFrom(...BRANDS), { minLength: 1, maxLength: 4 }),
  ),
  inStock: fc.boolean(),
  priceRange: fc.oneof(
    fc.constant([0, PRICE_MAX] as const),
    fc.tuple(aPrice, aPrice).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
  ),
  sort: fc.constantFrom('relevance', 'asc', 'desc'),
  page: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 400 })),
});
const aPageSize = fc.constantFrom(1, 2, 7, 18, 100);

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('the results page, ranking only the page it shows', () => {
  test.prop([aText, someFilters, aPageSize], { numRuns: 200 })(
    'is the page the full ranking gives, for any query, filters, sort and page',
    (text, filters, pageSize) => {
      const shown = searchResultsPage(SEARCH.matches(text), filters, pageSize);
      const expected = fullyRankedPage(SEARCH.search(text).items, filters, pageSize);
      expect(ids(shown.items)).toEqual(ids(expected.items));
      expect({ ...shown, items: [] }).toEqual({ ...expected, items: [] });
    },
  );

  test.prop([aText])('finds the products the search does, as many as it counts', (text) => {
    const { items, total } = SEARCH.search(text);
    const { products, positions } = SEARCH.matches(text);
    expect(positions).toHaveLength(total);
    expect(Array.from(positions, (position) => products[position]?.id).sort()).toEqual(ids(items).sort());
  });
});
