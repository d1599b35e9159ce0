import { describe, expect, it } from 'vitest';

import type { SearchMatches } from '@/features/catalog/search';

import { aCardRecord } from '../../../../tests/support/factories';
import { searchResultsPage } from './search-results';
import type { SearchPageState } from './search-url';

const FILTERS: Omit<SearchPageState, 'text'> = {
  brands: [],
  inStock: false,
  priceRange: [0, 5000],
  sort: 'relevance',
  page: 1,
};

// In the search's order, best first.
const RANKED = [
  aCardRecord({ id: 1, brand: 'Sony', price: 300, stock: 0 }),
  aCardRecord({ id: 2, brand: 'LG', price: 100, stock: 4 }),
  aCardRecord({ id: 3, brand: 'Sony', price: 300, stock: 2, tags: [] }),
  aCardRecord({ id: 4, brand: 'Sony', price: 50, stock: 1 }),
  aCardRecord({ id: 5, brand: 'Apple', price: 900, stock: 9 }),
];
// Handed over unranked, as the search does: positions in the catalog, each with its rank.
const CATALOG = [aCardRecord({ id: 9, brand: 'Nokia' }), ...[...RANKED].reverse()];
const MATCHES: SearchMatches<(typeof RANKED)[number]> = {
  products: CATALOG,
  positions: Int32Array.from(RANKED, (_, at) => RANKED.length - at),
  ranks: Float64Array.from(RANKED, (_, at) => 10 * at),
};
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
const page = (filters: Partial<typeof FILTERS>, size = 18) =>
  searchResultsPage(MATCHES, { ...FILTERS, ...filters }, size);

describe('a page of search results', () => {
  it('keeps the search order and counts brands over every match, listed or not', () => {
    const results = page({});
    expect(ids(results.items)).toEqual([1, 2, 3, 4, 5]);
    expect(results.facets.map(({ title, available }) => [title, available])).toEqual([
      ['Sony', 3],
      ['Apple', 1],
      ['LG', 1],
    ]);
  });

  it('narrows by brand, stock and the inclusive price range', () => {
    expect(ids(page({ brands: ['Sony', 'Apple'] }).items)).toEqual([1, 3, 4, 5]);
    expect(ids(page({ inStock: true }).items)).toEqual([2, 3, 4, 5]);
    expect(ids(page({ priceRange: [100, 300] }).items)).toEqual([1, 2, 3]);
    // The brand counts stay those of every match.
    expect(page({ brands: ['LG'] }).facets).toHaveLength(3);
  });

  it('sorts by price both ways, equal prices keeping the search order', () => {
    expect(ids(page({ sort: 'asc' }).items)).toEqual([4, 2, 1, 3, 5]);
    expect(ids(page({ sort: 'desc' }).items)).toEqual([5, 1, 3, 2, 4]);
  });

  it('pages the results and clamps the page to those there are', () => {
    expect(page({ page: 2 }, 2)).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect(ids(page({ page: 2 }, 2).items)).toEqual([3, 4]);
    expect(page({ page: 9 }, 2)).toMatchObject({ page: 3, pageCount: 3 });
    expect(ids(page({ page: 9 }, 2).items)).toEqual([5]);
    expect(page({ page: 0 }, 2).page).toBe(1);
    expect(page({ brands: ['Nobody'] }, 2)).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0 });
  });
});
