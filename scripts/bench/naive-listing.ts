import type { ListedProduct, ListingPage } from '../../src/features/catalog/logic/listing-index';
import type { ListingFilters } from '../../src/features/listing/types';

/**
 * The listing done the obvious way: chained filters, a sort and a slice over every product on
 * every update. Not part of the app: the benchmark times the listing index against it, and the
 * listing index's tests check that both agree.
 */
export function naiveListing<T extends ListedProduct>(
  products: readonly T[],
  filters: ListingFilters,
  pageSize: number,
): ListingPage<T> {
  const [min, max] = filters.priceRange;
  const matching = products
    .filter((product) => product.tags.length > 0)
    .filter((product) => filters.categories.length === 0 || filters.categories.includes(product.category))
    .filter((product) => filters.brands.length === 0 || filters.brands.includes(product.brand))
    .filter((product) => !filters.inStock || product.stock > 0)
    .filter((product) => product.price >= min && product.price <= max);
  if (filters.sort === 'asc') matching.sort((a, b) => a.price - b.price);
  if (filters.sort === 'desc') matching.sort((a, b) => b.price - a.price);
  const pageCount = Math.ceil(matching.length / pageSize);
  const page = Math.min(Math.max(1, filters.page), Math.max(1, pageCount));
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageCount,
  };
}
