// The shop's search timed in Node for `npm run bench`: its index built, then the fixed
// queries (search-queries.ts) checked against the slow way (search-oracle.ts) and timed on the
// suggestions' path (`search(text, 8)`), the results page's (its first page as the page asks for
// it: every match unranked, `matches(text)`, then `searchResultsPage`, which ranks only the page
// shown; checked first against the page made from every match ranked, results-page-oracle.ts)
// and, for the queries that find nothing, `didYouMean`.
import { performance } from 'node:perf_hooks';

import {
  productSearchFromParts,
  type ProductSearch,
} from '../../src/features/catalog/logic/search/product-search';
import {
  searchIndexParts,
  type SearchIndexParts,
} from '../../src/features/catalog/logic/search/search-index';
import type { ProductCardRecord } from '../../src/features/catalog/types';
import { searchResultsPage } from '../../src/features/listing/logic/search-results';
import type { SearchPageState } from '../../src/features/listing/logic/search-url';
import { LISTING_PAGE_SIZE, PRICE_MAX, SEARCH_SUGGESTION_LIMIT } from '../../src/lib/constants';
import { fullyRankedPage } from './results-page-oracle';
import { searchOracle } from './search-oracle';
import { retainedBytes } from './search-parts';
import { TYPED_QUERY, type BenchQuery } from './search-queries';

/** Builds of the index, of which the median is told. */
export const BUILD_RUNS = 3;
/** Passes over the query list: untimed first, then timed. */
export const WARM_UP_PASSES = 2;
export const TIMED_PASSES = 7;

export interface QueryTimes {
  /** Over the queries, of each query's median over the timed passes, ms. */
  median: number;
  p95: number;
  /** The slowest query's median. */
  max: number;
  /** The slowest queries, slowest first. */
  slowest: { text: string; ms: number }[];
}

export interface SearchNodeFigures {
  size: number;
  build: number;
  bytes: number;
  words: number;
  postings: number;
  /** Queries whose matches the index and the slow way agree on (all of them, or this throws). */
  checked: number;
  /** Queries found more widely than matchedLength alone would: through a synonym group. */
  bySynonymReach: string[];
  /** Queries of the kind "none" that found something after all. */
  noneFound: string[];
  /** Beginnings of TYPED_QUERY that find no suggestion. */
  typedWithout: string[];
  suggestions: QueryTimes;
  results: QueryTimes;
  didYouMean: QueryTimes & { said: [string, string | undefined][] };
}

/** The results page as a shopper lands on it: no filter, the search's order, page 1. */
export const LANDING: Omit<SearchPageState, 'text'> = {
  brands: [],
  inStock: false,
  priceRange: [0, PRICE_MAX],
  sort: 'relevance',
  page: 1,
};
/** The pages checked against those made from every match ranked. */
const CHECKED_PAGES: Omit<SearchPageState, 'text'>[] = [
  LANDING,
  { ...LANDING, sort: 'asc', page: 2 },
  { ...LANDING, sort: 'desc', inStock: true },
  { ...LANDING, priceRange: [100, 900], page: 40 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;

/** Each text's median time over the timed passes (after the warm-up), then their median and p95. */
function timeQueries(texts: string[], work: (text: string) => unknown): QueryTimes {
  let sink = 0;
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) for (const text of texts) sink += work(text) ? 1 : 0;
  const samples = texts.map(() => [] as number[]);
  for (let pass = 0; pass < TIMED_PASSES; pass++)
    texts.forEach((text, at) => {
      const before = performance.now();
      sink += work(text) ? 1 : 0;
      samples[at]?.push(performance.now() - before);
    });
  if (sink < 0) console.log(sink); // keeps the results alive
  const perQuery = samples.map(median);
  const sorted = [...perQuery].sort((a, b) => a - b);
  const slowest = texts
    .map((text, at) => ({ text, ms: perQuery[at] ?? NaN }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 3);
  return {
    median: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? NaN,
    slowest,
  };
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, at) => value === b[at]);

/**
 * Every query's matches from the index against the slow way's, and its results pages against
 * those made from every match ranked; throws at the first that differ.
 */
function check(
  products: readonly ProductCardRecord[],
  search: ProductSearch<ProductCardRecord>,
  queries: readonly BenchQuery[],
) {
  const oracle = searchOracle(products);
  const bySynonymReach: string[] = [];
  const noneFound: string[] = [];
  for (const { text, kind } of queries) {
    const { items, total } = search.search(text);
    const actual = items.map((product) => product.id).sort((a, b) => a - b);
    const { all, perWord } = oracle(text);
    const expected = all.map((position) => products[position]?.id ?? NaN);
    if (!sameList(actual, expected) || total !== expected.length) {
      const missing = expected.filter((id) => !actual.includes(id));
      const extra = actual.filter((id) => !expected.includes(id));
      throw new Error(
        `search and the slow way differ at ${products.length} products for ${JSON.stringify(text)} (${kind}): ` +
          `expected ${expected.length} products, got ${actual.length} (total ${total}); ` +
          `missing ids ${missing.slice(0, 20).join(', ') || 'none'}; extra ids ${extra.slice(0, 20).join(', ') || 'none'}`,
      );
    }
    for (const state of CHECKED_PAGES) {
      const page = searchResultsPage(search.matches(text), state, LISTING_PAGE_SIZE);
      const expected = fullyRankedPage(items, state, LISTING_PAGE_SIZE);
      if (
        JSON.stringify({ ...page, items: page.items.map(({ id }) => id) }) !==
        JSON.stringify({ ...expected, items: expected.items.map(({ id }) => id) })
      )
        throw new Error(
          `the results page and the one made from every match ranked differ at ${products.length} products for ${JSON.stringify(text)} (${JSON.stringify(state)})`,
        );
    }
    if (perWord.length !== all.length) bySynonymReach.push(text);
    if (kind === 'none' && total > 0) noneFound.push(text);
  }
  return { checked: queries.length, bySynonymReach, noneFound };
}

export function benchSearchInNode(
  products: ProductCardRecord[],
  queries: readonly BenchQuery[],
): SearchNodeFigures {
  const builds: number[] = [];
  let parts: SearchIndexParts | undefined;
  for (let run = 0; run < BUILD_RUNS; run++) {
    const before = performance.now();
    parts = searchIndexParts(products);
    builds.push(performance.now() - before);
  }
  if (!parts) throw new Error('no search index built');
  const search = productSearchFromParts(products, parts);
  const { checked, bySynonymReach, noneFound } = check(products, search, queries);

  const typedWithout = Array.from({ length: TYPED_QUERY.length }, (_, at) =>
    TYPED_QUERY.slice(0, at + 1),
  ).filter(
    (typed) => typed.trim() !== '' && search.search(typed, SEARCH_SUGGESTION_LIMIT).items.length === 0,
  );

  const texts = queries.map(({ text }) => text);
  const unfound = queries.filter(({ kind }) => kind === 'none').map(({ text }) => text);
  return {
    size: products.length,
    build: median(builds),
    bytes: retainedBytes(parts),
    words: parts.wordStart.length - 1,
    postings: parts.postings.length,
    checked,
    bySynonymReach,
    noneFound,
    typedWithout,
    suggestions: timeQueries(texts, (text) => search.search(text, SEARCH_SUGGESTION_LIMIT)),
    results: timeQueries(texts, (text) =>
      searchResultsPage(search.matches(text), LANDING, LISTING_PAGE_SIZE),
    ),
    didYouMean: {
      ...timeQueries(unfound, (text) => search.didYouMean(text)),
      said: unfound.map((text) => [text, search.didYouMean(text)]),
    },
  };
}
