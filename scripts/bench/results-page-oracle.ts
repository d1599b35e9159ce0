// The search results page made the long way, for `npm run bench` and the results page's property
// test (src/features/listing/logic/search-results.property.test.ts) to check the page against:
// every match ranked by the search (`search(text)`), then filtered, sorted by price with a stable
// sort (equal prices keep the ranking's order) and cut to the page asked for.
import type { ListedProduct } from '../../src/features/catalog';
import { brandFacets } from '../../src/features/listing/logic/brand-facets';
import type { SearchResultsPage } from '../../src/features/listing/logic/search-results';
import type { SearchPageState } from '../../src/features/listing/logic/search-url';

export function fullyRankedPage<T extends ListedProduct>(
  ranked: readonly T[],
  { brands, inStock, priceRange: [min, max], sort, page: wanted }: Omit<SearchPageState, 'text'>,
  pageSize: number,
): SearchResultsPage<T> {
  const chosen = new Set(brands);
  const passing = ranked.filter(
    (product) =>
      (chosen.size === 0 || chosen.has(product.brand)) &&
      (!inStock || product.stock > 0) &&
      product.price >= min &&
      product.price <= max,
  );
  if (sort !== 'relevance') passing.sort((a, b) => (sort === 'asc' ? a.price - b.price : b.price - a.price));
  const pageCount = Math.ceil(passing.length / pageSize);
  const page = Math.min(Math.max(1, wanted), Math.max(1, pageCount));
  return {
    items: passing.slice((page - 1) * pageSize, page * pageSize),
    total: passing.length,
    page,
    pageCount,
    facets: brandFacets(ranked, false),
  };
}
