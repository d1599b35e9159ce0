import 'fake-indexeddb/auto';

import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { authAtom } from '@/features/auth';
// eslint-disable-next-line import-x/no-restricted-paths -- the test sets and reads the listing's own state
import { selectedCategoriesAtom } from '@/features/listing/atoms';

import { CartPage } from './cart';
import { ContactPage } from './contact';
import { DashboardPage } from './dashboard';

/*
 * Spec §2: "Category-filter state is reset on the cart, contact and dashboard pages if a category
 * was selected." Leaving the listing clears it too (use-listing-url-sync.ts), so in the browser a
 * selection never survives to these pages: this shows each page's own reset, with the selection
 * made in the store as another page could leave it.
 */
describe.each([
  ['/cart', CartPage],
  ['/contact', ContactPage],
  ['/dashboard', DashboardPage],
] as [string, ComponentType][])('the %s page', (path, Page) => {
  it('clears a selected category when it opens', () => {
    const store = createStore();
    store.set(authAtom, { user: null, loading: false });
    store.set(selectedCategoriesAtom, ['Audio & Headphones', 'Home Appliances']);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </Provider>,
    );
    expect(store.get(selectedCategoriesAtom)).toEqual([]);
  });
});
