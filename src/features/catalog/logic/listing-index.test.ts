import { describe, expect, it } from 'vitest';

import type { ProductCardRecord } from '@/features/catalog';

import { naiveListing } from '../../../../scripts/bench/naive-listing';
import { generateCatalog } from '../../../../scripts/synthetic-catalog.mjs';
import { aCardRecord } from '../../../../tests/support/factories';

import { buildListingIndex, type ListingQuery } from './listing-index';

/** An in-stock Sony headphone at $100, unless the test says otherwise. */
const product = (id: number, fields: Partial<ProductCardRecord> = {}) =>
  aCardRecord({
    id,
    category: 'Audio & Headphones',
    brand: 'Sony',
    price: 100,
    stock: 5,
    tags: ['New'],
    ...fields,
  });

const none: ListingQuery = {
  categories: [],
  brands: [],
  inStock: false,
  priceRange: [0, 5000],
  sort: 'none',
  page: 1,
};

const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('listing index', () => {
  const catalog = [
    product(1, { price: 300, brand: 'Apple' }),
    product(2, { price: 100, stock: 0 }),
    product(3, { price: 200, category: 'Home Appliances', brand: 'LG' }),
    product(4, { price: 100, tags: [] }),
    product(5, { price: 5000, category: 'TV & Home Theater', brand: 'LG' }),
    product(6, { price: 0, brand: 'Apple' }),
  ];
  // Built in each query rather than once, so every step of the build runs inside a test.
  const query = (filters: Partial<ListingQuery>, pageSize = 18) =>
    buildListingIndex(catalog).query({ ...none, ...filters }, pageSize);

  it('lists every product with tags in catalog order when nothing is selected', () => {
    expect(ids(query({}).items)).toEqual([1, 2, 3, 5, 6]);
    expect(query({}).total).toBe(5);
  });

  it('keeps products of any selected category', () => {
    expect(ids(query({ categories: ['Home Appliances', 'TV & Home Theater'] }).items)).toEqual([3, 5]);
  });

  it('keeps products of any selected brand, within the selected categories', () => {
    expect(ids(query({ brands: ['LG'] }).items)).toEqual([3, 5]);
    expect(ids(query({ brands: ['LG', 'Apple'], categories: ['Home Appliances'] }).items)).toEqual([3]);
  });

  it('finds nothing for an unknown category or brand', () => {
    expect(query({ categories: ['Toys'] }).total).toBe(0);
    expect(query({ brands: ['Nokia'] }).total).toBe(0);
  });

  it('keeps only stock above zero when in stock is checked', () => {
    expect(ids(query({ inStock: true }).items)).toEqual([1, 3, 5, 6]);
  });

  it('finds nothing in stock when no product is', () => {
    const soldOut = buildListingIndex([product(1, { stock: 0 }), product(2, { stock: 0 })]);
    expect(soldOut.query({ ...none, inStock: true }, 18).total).toBe(0);
  });

  it('includes both ends of the price range', () => {
    expect(ids(query({ priceRange: [100, 300] }).items)).toEqual([1, 2, 3]);
    expect(ids(query({ priceRange: [0, 0] }).items)).toEqual([6]);
    expect(ids(query({ priceRange: [5000, 5000] }).items)).toEqual([5]);
    expect(query({ priceRange: [301, 299] }).total).toBe(0);
  });

  it('sorts by price both ways, equal prices in catalog order', () => {
    const twins = buildListingIndex([
      product(1, { price: 50 }),
      product(2, { price: 10 }),
      product(3, { price: 50 }),
    ]);
    expect(ids(twins.query({ ...none, sort: 'asc' }, 18).items)).toEqual([2, 1, 3]);
    expect(ids(twins.query({ ...none, sort: 'desc' }, 18).items)).toEqual([1, 3, 2]);
    expect(ids(query({ sort: 'desc', priceRange: [100, 300] }).items)).toEqual([1, 3, 2]);
  });

  it('sorts by price down with the cheapest, tied, products first in the catalog', () => {
    const cheapFirst = buildListingIndex([
      product(1, { price: 10 }),
      product(2, { price: 10 }),
      product(3, { price: 50 }),
    ]);
    expect(ids(cheapFirst.query({ ...none, sort: 'desc' }, 18).items)).toEqual([3, 1, 2]);
  });

  it('pages results and clamps the page to the last one', () => {
    expect(query({ page: 2 }, 2)).toMatchObject({ page: 2, pageCount: 3, total: 5 });
    expect(ids(query({ page: 2 }, 2).items)).toEqual([3, 5]);
    expect(ids(query({ page: 9 }, 2).items)).toEqual([6]);
    expect(query({ page: 9 }, 2).page).toBe(3);
    expect(query({ page: 0 }, 2).page).toBe(1);
  });

  it('gives page 1 of 0 when nothing matches', () => {
    expect(query({ brands: ['Nokia'], page: 4 })).toEqual({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it('handles an empty catalog', () => {
    expect(buildListingIndex([]).query(none, 18)).toEqual({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it('agrees with the naive chained filters on a synthetic catalog', () => {
    const products = generateCatalog(2000, 3);
    const big = buildListingIndex(products);
    const cases: Partial<ListingQuery>[] = [
      {},
      { categories: ['Audio & Headphones'], sort: 'asc', page: 2 },
      { brands: ['Sony', 'Apple'], inStock: true, sort: 'desc', page: 3 },
      { categories: ['Computers & Tablets', 'Home Appliances'], brands: ['LG'], priceRange: [100, 1999.99] },
      { priceRange: [99.99, 99.99], sort: 'asc' },
      { inStock: true, priceRange: [500, 800], sort: 'desc', page: 99 },
    ];
    for (const filters of cases) {
      const wanted = naiveListing(products, { ...none, ...filters }, 18);
      const got = big.query({ ...none, ...filters }, 18);
      expect(got.items.map((item) => item.id)).toEqual(wanted.items.map((item) => item.id));
      expect(got).toMatchObject({ total: wanted.total, page: wanted.page, pageCount: wanted.pageCount });
    }
  });
});
