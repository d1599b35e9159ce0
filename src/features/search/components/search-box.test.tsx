import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { catalogAtom } from '@/features/catalog';

import { aCardRecord } from '../../../../tests/support/factories';
import { SearchBox } from './search-box';

function ProductPage() {
  return <p>Opened product {useParams().id}</p>;
}

function ResultsPage() {
  return <p>Results for {new URLSearchParams(useLocation().search).get('q')}</p>;
}

/** The search box over three products, its search loaded (it comes in its own chunk on focus). */
async function renderSearch() {
  const store = createStore();
  store.set(catalogAtom, [
    aCardRecord({ id: 1, title: 'Samsung Galaxy S24', brand: 'Samsung', price: 101, rating: 4.8 }),
    aCardRecord({ id: 2, title: 'samsung Buds', brand: 'Samsung', price: 102, rating: 4.1 }),
    aCardRecord({ id: 3, title: 'Apple iPhone 15', brand: 'Apple', price: 103, rating: 4.5 }),
  ]);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SearchBox />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/product-details/:id" element={<ProductPage />} />
          <Route path="/search" element={<ResultsPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  const input = screen.getByRole('combobox', { name: 'Search products' });
  fireEvent.focus(input);
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  return input;
}

const optionTexts = () => screen.getAllByRole('option').map((option) => option.textContent);

const typeAndWait = (input: HTMLElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  act(() => {
    vi.advanceTimersByTime(500);
  });
};

describe('SearchBox', () => {
  beforeAll(() => {
    // jsdom neither lays out nor scrolls.
    Element.prototype.scrollIntoView = vi.fn();
    // jsdom has no matchMedia; the search only listens for the screen growing wide.
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('suggests the best matches, ignoring case, only after a 500 ms pause, then a way to see them all', async () => {
    const input = await renderSearch();
    fireEvent.change(input, { target: { value: 'SAM' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // Both begin with "sam" in the title: the better rated first.
    expect(optionTexts()).toEqual([
      'Samsung Galaxy S24$101.00',
      'samsung Buds$102.00',
      'See all 2 results for “SAM”',
    ]);
  });

  it('finds a word inside the title, words in any order and a typo, marking what matched', async () => {
    const input = await renderSearch();
    typeAndWait(input, 'iphone');
    expect(optionTexts()[0]).toBe('Apple iPhone 15$103.00');
    expect(screen.getAllByRole('option')[0]?.querySelector('mark')?.textContent).toBe('iPhone');
    typeAndWait(input, 's24 galaxy');
    expect(optionTexts()).toEqual(['Samsung Galaxy S24$101.00', 'See all 1 result for “s24 galaxy”']);
    typeAndWait(input, 'samsnug');
    expect(optionTexts()).toHaveLength(3);
    typeAndWait(input, 'gal');
    expect(screen.getAllByRole('option')[0]?.querySelector('mark')?.textContent).toBe('Gal');
  });

  it('opens the results page for the text on Enter with no suggestion active, and from the last option', async () => {
    const input = await renderSearch();
    typeAndWait(input, 'samsung');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Results for samsung')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    typeAndWait(input, 'buds');
    fireEvent.click(screen.getByRole('option', { name: 'See all 1 result for “buds”' }));
    expect(screen.getByText('Results for buds')).toBeInTheDocument();
  });

  it('shows nothing for blank text or text nothing matches', async () => {
    const input = await renderSearch();
    typeAndWait(input, '   ');
    expect(screen.queryByRole('listbox')).toBeNull();
    typeAndWait(input, 'xyz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('walks the suggestions with the arrow keys and opens the active one on Enter', async () => {
    const input = await renderSearch();
    typeAndWait(input, 'sam');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Opened product 2')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and on a press outside, and reopens on ArrowDown', async () => {
    const input = await renderSearch();
    typeAndWait(input, 'sam');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a clicked suggestion and clears the text', async () => {
    const input = await renderSearch();
    typeAndWait(input, 'sam');
    fireEvent.click(screen.getByRole('option', { name: /Galaxy/ }));
    expect(screen.getByText('Opened product 1')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});
