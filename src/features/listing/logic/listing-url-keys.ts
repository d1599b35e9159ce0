/**
 * The query-string key of each listing filter, e.g.
 * `?q=Audio%20%26%20Headphones&brand=Sony&stock=1&min=100&max=2000&sort=asc&page=2`. The category
 * key is the spec's `?q=` (spec §2); reading and writing listing URLs both take the keys from here.
 */
export const LISTING_URL_KEYS = {
  category: 'q',
  brand: 'brand',
  inStock: 'stock',
  min: 'min',
  max: 'max',
  sort: 'sort',
  page: 'page',
} as const;
