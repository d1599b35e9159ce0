import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import type { SearchPageState } from '../logic/search-url';
import { useSearchPageState } from './use-search-page-state';

/** The results page's state as the page draws it, and its `change`, after each render. */
function open(url: string) {
  const seen: { state?: SearchPageState; change?: (update: Partial<SearchPageState>) => void } = {};
  function Results() {
    const { state, change } = useSearchPageState();
    seen.state = state;
    seen.change = change;
    return null;
  }
  const router = createMemoryRouter([{ path: '/search', element: <Results /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { seen, router };
}

describe('the results page state', () => {
  it('draws a ticked brand at once and keeps it once the address shows it', async () => {
    const { seen, router } = open('/search?q=phone');
    act(() => seen.change?.({ brands: ['Samsung'] }));
    expect(seen.state?.brands).toEqual(['Samsung']);
    await act(() => Promise.resolve());
    expect(router.state.location.search).toBe('?q=phone&brand=Samsung');
    expect(seen.state?.brands).toEqual(['Samsung']);
  });

  it('builds changes made in one go on each other', async () => {
    const { seen, router } = open('/search?q=phone');
    act(() => {
      seen.change?.({ brands: ['Samsung'] });
      seen.change?.({ inStock: true });
    });
    await act(() => Promise.resolve());
    expect(router.state.location.search).toBe('?q=phone&brand=Samsung&stock=1');
    expect(seen.state).toMatchObject({ brands: ['Samsung'], inStock: true });
  });

  it('starts from the address when the same search is opened again', async () => {
    const { seen, router } = open('/search?q=phone');
    act(() => seen.change?.({ brands: ['Samsung'] }));
    await act(() => router.navigate('/search?q=phone'));
    expect(seen.state?.brands).toEqual([]);
    act(() => seen.change?.({ inStock: true }));
    await act(() => Promise.resolve());
    expect(router.state.location.search).toBe('?q=phone&stock=1');
  });
});
