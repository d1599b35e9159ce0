import { CATEGORIES, PRICE_MAX, PRICE_MIN } from '@/lib/constants';

import type { ListingFilters, SortOrder } from '../types';
import { LISTING_URL_KEYS as KEY } from './listing-url-keys';
import { splitCategoryQuery } from './parse-category-query';

export const DEFAULT_FILTERS: ListingFilters = {
  categories: [],
  brands: [],
  inStock: false,
  priceRange: [PRICE_MIN, PRICE_MAX],
  sort: 'none',
  page: 1,
};

const categoryByName = new Map<string, string>(CATEGORIES.map((name) => [name.toLowerCase(), name]));

const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

function priceParam(value: string | null, fallback: number) {
  const price = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(price) ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, price)) : fallback;
}

/**
 * The filters a listing URL describes, e.g.
 * `?q=Audio%20%26%20Headphones&q=Home%20Appliances&brand=Sony&stock=1&min=100&max=2000&sort=asc&page=2`.
 * The first category comes from the spec's `?q=` rule; names not in the shop's list are dropped,
 * and anything malformed falls back to its default.
 */
export function filtersFromSearch(search: string): ListingFilters {
  const { category, rest } = splitCategoryQuery(search);
  const params = new URLSearchParams(rest);
  const categories = unique([...(category === null ? [] : [category]), ...params.getAll(KEY.category)])
    .map((name) => categoryByName.get(name.toLowerCase()))
    .filter((name) => name !== undefined);
  const min = priceParam(params.get(KEY.min), PRICE_MIN);
  const max = priceParam(params.get(KEY.max), PRICE_MAX);
  const sort = params.get(KEY.sort);
  const page = Number(params.get(KEY.page));
  return {
    categories,
    brands: unique(params.getAll(KEY.brand)),
    inStock: params.get(KEY.inStock) === '1',
    priceRange: min <= max ? [min, max] : [max, min],
    sort: sort === 'asc' || sort === 'desc' ? (sort satisfies SortOrder) : 'none',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for `filters`, defaults left out; the first category leads as `?q=`. */
export function searchFromFilters(filters: ListingFilters): string {
  const parts = [
    ...filters.categories.map((name) => `${KEY.category}=${encodeURIComponent(name)}`),
    ...filters.brands.map((name) => `${KEY.brand}=${encodeURIComponent(name)}`),
  ];
  const [min, max] = filters.priceRange;
  if (filters.inStock) parts.push(`${KEY.inStock}=1`);
  if (min !== PRICE_MIN) parts.push(`${KEY.min}=${min}`);
  if (max !== PRICE_MAX) parts.push(`${KEY.max}=${max}`);
  if (filters.sort !== 'none') parts.push(`${KEY.sort}=${filters.sort}`);
  if (filters.page > 1) parts.push(`${KEY.page}=${filters.page}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
