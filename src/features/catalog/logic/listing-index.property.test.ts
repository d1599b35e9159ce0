import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { naiveListing } from '../../../../scripts/bench/naive-listing';

import {
  buildListingIndex,
  listingIndexFromParts,
  type ListedProduct,
  type ListingQuery,
} from './listing-index';
import { listingIndexParts } from './listing-index-parts';
import type { MatchPlan } from './listing-matches';

/*
 * The listing index against the obvious chained filter, sort and slice (scripts/bench/naive-listing.ts)
 * on random catalogs and filters: the oracle test of listing-index.test.ts with generated cases.
 * Few categories, brands and prices, so filters match often and prices tie; catalogs past 64
 * products, so the bitsets span several words.
 */

const CATEGORIES = ['Audio & Headphones', 'Home Appliances', 'TV & Home Theater'];
const BRANDS = ['Sony', 'LG', 'Apple', 'Dell'];
const PRICES = [0, 0.01, 9.99, 10, 99.5, 100, 1999.99, 4999.99, 5000];

interface Listed extends ListedProduct {
  id: number;
}

const aCatalog = fc
  .array(
    fc.record({
      category: fc.constantFrom(...CATEGORIES),
      brand: fc.constantFrom(...BRANDS),
      price: fc.oneof(fc.constantFrom(...PRICES), fc.integer({ min: 0, max: 5000 })),
      stock: fc.integer({ min: 0, max: 3 }),
      // Untagged products are never listed (spec §2).
      tags: fc.constantFrom([], ['New'], ['Featured', 'Best Seller']),
    }),
    // Up to 120 products, however small the run's size: ties and several bitset words need many.
    { maxLength: 120, size: 'max' },
  )
  .map((products): Listed[] => products.map((product, at) => ({ ...product, id: at + 1 })));

const aPrice = fc.oneof(fc.constantFrom(...PRICES), fc.integer({ min: 0, max: 5000 }));

/** Often none selected (everything matches); names the catalog does not have match nothing. */
const aSelection = (names: string[], unknown: string) =>
  fc.oneof(fc.constant([]), fc.subarray([...names, unknown], { minLength: 1 }));

const aQuery: fc.Arbitrary<ListingQuery> = fc.record({
  categories: aSelection(CATEGORIES, 'Toys'),
  brands: aSelection(BRANDS, 'Nokia'),
  inStock: fc.boolean(),
  // The whole range, or bounds in either order (a minimum above the maximum matches nothing).
  priceRange: fc.oneof(fc.constant([0, 5000] as const), fc.tuple(aPrice, aPrice)),
  sort: fc.constantFrom('none', 'asc', 'desc'),
  page: fc.integer({ min: -2, max: 12 }),
});

const aPageSize = fc.integer({ min: 1, max: 20 });

const shape = ({
  items,
  total,
  page,
  pageCount,
}: {
  items: Listed[];
  total: number;
  page: number;
  pageCount: number;
}) => ({
  ids: items.map((item) => item.id),
  total,
  page,
  pageCount,
});

describe('the listing index', () => {
  test.prop([aCatalog, aQuery, aPageSize])(
    'equals the naive filter, sort and slice on any catalog and filters',
    (catalog, query, pageSize) => {
      const wanted = naiveListing(catalog, query, pageSize);
      expect(shape(buildListingIndex(catalog).query(query, pageSize))).toEqual(shape(wanted));
    },
  );

  test.prop([aCatalog, aQuery, aPageSize])(
    'gives the same from parts passed to it by the catalog worker (copied, as postMessage does)',
    (catalog, query, pageSize) => {
      const parts = structuredClone(listingIndexParts(catalog));
      expect(shape(listingIndexFromParts(catalog, parts).query(query, pageSize))).toEqual(
        shape(buildListingIndex(catalog).query(query, pageSize)),
      );
    },
  );

  const plans: MatchPlan[] = [
    { find: 'bits', order: 'sort' },
    { find: 'bits', order: 'scan' },
    { find: 'range', order: 'sort' },
    { find: 'range', order: 'scan' },
  ];
  test.prop([aCatalog, aQuery, aPageSize])(
    'gives the same whichever way it finds and orders the matches (each query takes the cheaper)',
    (catalog, query, pageSize) => {
      const wanted = shape(naiveListing(catalog, query, pageSize));
      const parts = listingIndexParts(catalog);
      for (const plan of plans)
        expect(shape(listingIndexFromParts(catalog, parts, plan).query(query, pageSize))).toEqual(wanted);
    },
  );

  test.prop([aCatalog, aQuery, aPageSize])(
    'pages through every match exactly once, in order, one page after another',
    (catalog, query, pageSize) => {
      const index = buildListingIndex(catalog);
      const { total, pageCount } = index.query(query, pageSize);
      const pages = Array.from({ length: pageCount }, (_, at) =>
        index.query({ ...query, page: at + 1 }, pageSize),
      );
      expect(pageCount).toBe(Math.ceil(total / pageSize));
      expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
        shape(index.query({ ...query, page: 1 }, Math.max(1, total))).ids,
      );
      expect(pages.every((page) => page.items.length <= pageSize && page.items.length > 0)).toBe(true);
    },
  );
});
