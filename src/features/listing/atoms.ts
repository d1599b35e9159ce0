import { atom, type WritableAtom } from 'jotai';

import { allProductsAtom } from '@/features/catalog';
import { listingIndexOf } from '@/features/catalog/listing';
import { LISTING_PAGE_SIZE } from '@/lib/constants';

import { brandFacets } from './logic/brand-facets';
import { DEFAULT_FILTERS } from './logic/filters-url';
import type { ListingFilters } from './types';

/** The listing's filters and page; the products page mirrors them in its URL. */
export const listingFiltersAtom = atom<ListingFilters>(DEFAULT_FILTERS);

/** A new value for a filter, or how to get it from the current one. */
type FilterUpdate<V> = V | ((current: V) => V);

/**
 * One filter as its own atom; changing categories, brands or price goes back to page 1 (spec §4).
 * An update given as a function sees the value as it is now, so changes made in one go (boxes
 * ticked before the page was live) add up instead of overwriting each other.
 */
function filterAtom<K extends keyof ListingFilters>(
  key: K,
  backToFirstPage: boolean,
): WritableAtom<ListingFilters[K], [FilterUpdate<ListingFilters[K]>], void> {
  return atom(
    (get) => get(listingFiltersAtom)[key],
    (get, set, update: FilterUpdate<ListingFilters[K]>) => {
      const current = get(listingFiltersAtom);
      const value = typeof update === 'function' ? update(current[key]) : update;
      const filters = { ...current, [key]: value };
      set(listingFiltersAtom, backToFirstPage ? { ...filters, page: 1 } : filters);
    },
  );
}

export const selectedCategoriesAtom = filterAtom('categories', true);
export const selectedBrandsAtom = filterAtom('brands', true);
export const inStockAtom = filterAtom('inStock', false);
export const priceRangeAtom = filterAtom('priceRange', true);
export const sortAtom = filterAtom('sort', false);
export const pageAtom = filterAtom('page', false);

/** Reset Filters: categories, brands, in-stock, price 0–5000 and sort all go back (spec §4). */
export const resetFiltersAtom = atom(null, (_get, set) => set(listingFiltersAtom, DEFAULT_FILTERS));

/** Clears the category selection, if there is one (spec §2: leaving the listing, cart, contact, dashboard). */
export const clearCategoriesAtom = atom(null, (get, set) => {
  if (get(selectedCategoriesAtom).length > 0) set(selectedCategoriesAtom, []);
});

/** Rebuilt only when the catalog changes (or put together from the keeper's parts); every filter change is then a cheap query. */
const listingIndexAtom = atom((get) => listingIndexOf(get(allProductsAtom)));

export const listingPageAtom = atom((get) =>
  get(listingIndexAtom).query(get(listingFiltersAtom), LISTING_PAGE_SIZE),
);

export const brandFacetsAtom = atom((get) => brandFacets(get(allProductsAtom)));
