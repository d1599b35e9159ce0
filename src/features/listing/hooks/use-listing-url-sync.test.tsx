import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { catalogAtom } from '@/features/catalog';

import { listingFiltersAtom, selectedBrandsAtom, selectedCategoriesAtom } from '../atoms';
import { useListingUrlSync } from './use-listing-url-sync';
import { useResetCategoryFilter } from './use-reset-category-filter';

function Listing() {
  useListingUrlSync();
  return null;
}

function Contact() {
  useResetCategoryFilter();
  return null;
}

describe('listing URL sync', () => {
  let store: ReturnType<typeof createStore>;

  beforeEach(() => {
    store = createStore();
    store.set(catalogAtom, []);
  });

  function open(url: string) {
    const router = createMemoryRouter(
      [
        { path: '/products', element: <Listing /> },
        { path: '/contact', element: <Contact /> },
        { path: '/', element: null },
      ],
      { initialEntries: [url] },
    );
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return router;
  }

  it('reads the filters from the URL it opens with', () => {
    open('/products?q=Audio%20%26%20Headphones&brand=Sony&sort=asc');
    expect(store.get(listingFiltersAtom)).toMatchObject({
      categories: ['Audio & Headphones'],
      brands: ['Sony'],
      sort: 'asc',
    });
  });

  it('writes filter changes into the URL in place', async () => {
    const router = open('/products?q=Audio%20%26%20Headphones');
    await act(() => {
      store.set(selectedBrandsAtom, ['Apple', 'LG']);
      // The router applies the navigation a microtask later.
      return Promise.resolve();
    });
    expect(router.state.location.search).toBe('?q=Audio%20%26%20Headphones&brand=Apple&brand=LG');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a new URL win over the current filters', async () => {
    const router = open('/products?brand=Apple');
    await act(() => router.navigate('/products?q=Home%20Appliances'));
    expect(store.get(listingFiltersAtom)).toMatchObject({ categories: ['Home Appliances'], brands: [] });
  });

  it('clears the category selection when the listing is left', async () => {
    const router = open('/products?q=Gaming%20Equipment&brand=Sony');
    await act(() => router.navigate('/'));
    expect(store.get(selectedCategoriesAtom)).toEqual([]);
    expect(store.get(selectedBrandsAtom)).toEqual(['Sony']);
  });

  it('keeps every filter but the category when the shopper comes back through a bare link', async () => {
    const router = open('/products?q=Gaming%20Equipment&brand=Sony&stock=1&sort=desc&page=2');
    await act(() => router.navigate('/'));
    await act(async () => {
      await router.navigate('/products');
      // The router applies the rewritten URL a microtask later.
      await Promise.resolve();
    });
    expect(store.get(listingFiltersAtom)).toMatchObject({
      categories: [],
      brands: ['Sony'],
      inStock: true,
      sort: 'desc',
      page: 1,
    });
    expect(router.state.location.search).toBe('?brand=Sony&stock=1&sort=desc');
  });

  it('opens a bare link with no filters when none were chosen', () => {
    const router = open('/products');
    expect(store.get(listingFiltersAtom)).toMatchObject({ categories: [], brands: [], page: 1 });
    expect(router.state.location.search).toBe('');
  });

  it('resets the category selection on pages that ask for it', async () => {
    const router = open('/');
    store.set(selectedCategoriesAtom, ['Home Appliances']);
    await act(() => router.navigate('/contact'));
    expect(store.get(selectedCategoriesAtom)).toEqual([]);
  });
});
