import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';

import { catalogAtom } from '@/features/catalog';

import { aCardRecord } from '../../../tests/support/factories';
import {
  clearCategoriesAtom,
  inStockAtom,
  listingFiltersAtom,
  listingPageAtom,
  pageAtom,
  priceRangeAtom,
  resetFiltersAtom,
  selectedBrandsAtom,
  selectedCategoriesAtom,
  sortAtom,
} from './atoms';
import { DEFAULT_FILTERS } from './logic/filters-url';

function storeOnPage(page: number) {
  const store = createStore();
  store.set(listingFiltersAtom, { ...DEFAULT_FILTERS, page });
  return store;
}

describe('listing filter atoms', () => {
  it('go back to page 1 when categories, brands or price change', () => {
    for (const change of [
      (store: ReturnType<typeof createStore>) => store.set(selectedCategoriesAtom, ['Home Appliances']),
      (store: ReturnType<typeof createStore>) => store.set(selectedBrandsAtom, ['Sony']),
      (store: ReturnType<typeof createStore>) => store.set(priceRangeAtom, [10, 20]),
    ]) {
      const store = storeOnPage(3);
      change(store);
      expect(store.get(pageAtom)).toBe(1);
    }
  });

  it('keep the page when sort or in stock change', () => {
    const store = storeOnPage(3);
    store.set(sortAtom, 'desc');
    store.set(inStockAtom, true);
    expect(store.get(pageAtom)).toBe(3);
  });

  it('apply an update given as a function to the value as it is now, so two in a row add up', () => {
    const store = storeOnPage(1);
    store.set(selectedBrandsAtom, (brands) => [...brands, 'Sony']);
    store.set(selectedBrandsAtom, (brands) => [...brands, 'Apple']);
    expect(store.get(selectedBrandsAtom)).toEqual(['Sony', 'Apple']);
  });

  it('reset everything with Reset Filters', () => {
    const store = storeOnPage(2);
    store.set(listingFiltersAtom, {
      categories: ['Home Appliances'],
      brands: ['LG'],
      inStock: true,
      priceRange: [100, 200],
      sort: 'asc',
      page: 2,
    });
    store.set(resetFiltersAtom);
    expect(store.get(listingFiltersAtom)).toEqual(DEFAULT_FILTERS);
  });

  it('clear only the categories on leaving the listing', () => {
    const store = storeOnPage(2);
    store.set(selectedCategoriesAtom, ['Home Appliances']);
    store.set(selectedBrandsAtom, ['LG']);
    store.set(clearCategoriesAtom);
    expect(store.get(listingFiltersAtom)).toMatchObject({ categories: [], brands: ['LG'] });
  });

  it('list the current page of the catalog snapshot', () => {
    const store = createStore();
    const product = (id: number, price: number) => aCardRecord({ id, price, tags: ['New'] });
    store.set(catalogAtom, [product(1, 30), product(2, 10), product(3, 20)]);
    store.set(sortAtom, 'asc');
    expect(store.get(listingPageAtom).items.map((item) => item.id)).toEqual([2, 3, 1]);
  });
});
