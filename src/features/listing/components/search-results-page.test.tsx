import { act, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { catalogAtom } from '@/features/catalog';

import { aCardRecord } from '../../../../tests/support/factories';
import { SearchResultsPage } from './search-results-page';

// 24 cables (more than a page of 18) from three brands, their ratings and prices in no order.
const BRANDS = ['Anker', 'Belkin', 'Ugreen'];
const CABLES = Array.from({ length: 24 }, (_, at) =>
  aCardRecord({
    id: at + 1,
    title: `Cable ${at + 1}`,
    brand: BRANDS[at % 3],
    price: 10 + ((at * 7) % 5),
    rating: 3 + ((at * 5) % 11) / 10,
    totalRatings: at,
    stock: at % 4,
  }),
);
const CATALOG = [
  ...CABLES,
  aCardRecord({ id: 99, title: 'Desk lamp', brand: 'Ikea', category: 'Home Appliances', type: 'Lamp' }),
];

function open(url: string) {
  const store = createStore();
  store.set(catalogAtom, CATALOG);
  const router = createMemoryRouter([{ path: '/search', element: <SearchResultsPage /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

/** The cards shown, by title (each link's whole title, as screen readers get it), in the grid's order. */
const shown = () =>
  screen
    .getAllByRole('link', { name: /^Cable \d+$/ })
    .map((link) => link.querySelector('.sr-only')?.textContent);

// The search’s order for a word every title has: rating, then number of ratings, then catalog order.
const byPopularity = [...CABLES].sort(
  (a, b) => b.rating - a.rating || b.totalRatings - a.totalRatings || a.id - b.id,
);
const titles = (cables: typeof CABLES) => cables.map((cable) => cable.title);

describe('SearchResultsPage', () => {
  it('shows the first page of matches in the search’s order, counting all of them', () => {
    open('/search?q=cable');
    expect(shown()).toEqual(titles(byPopularity.slice(0, 18)));
    expect(screen.getByText('Showing 1–18 of 24')).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    for (const brand of BRANDS)
      expect(within(filters).getByText(brand).parentElement).toHaveTextContent(`${brand}8`);
  });

  it('sorts every match by price, equal prices in the search’s order, and shows the page asked for', () => {
    open('/search?q=cable&sort=asc&page=2');
    const byPrice = [...byPopularity].sort((a, b) => a.price - b.price);
    expect(shown()).toEqual(titles(byPrice.slice(18)));
    expect(screen.getByText('Showing 19–24 of 24')).toBeInTheDocument();
  });

  it('counts and orders only the matches the filters let through', () => {
    open('/search?q=cable&stock=1&sort=desc');
    const inStock = byPopularity.filter((cable) => cable.stock > 0).sort((a, b) => b.price - a.price);
    expect(shown()).toEqual(titles(inStock));
    expect(screen.getByText('Showing 1–18 of 18')).toBeInTheDocument();
  });

  it('rewrites a page past the last to the last one', async () => {
    const router = open('/search?q=cable&page=9');
    await act(() => Promise.resolve());
    expect(router.state.location.search).toBe('?q=cable&page=2');
    expect(shown()).toEqual(titles(byPopularity.slice(18)));
  });

  it('says when nothing matches', () => {
    open('/search?q=zzzz');
    expect(screen.getByText('No products match “zzzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
