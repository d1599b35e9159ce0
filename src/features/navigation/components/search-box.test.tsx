import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { catalogAtom, type ProductCardRecord } from '@/features/catalog';

import { SearchBox } from './search-box';

const product = (id: number, title: string): ProductCardRecord => ({
  id,
  title,
  type: 'Mobile',
  category: 'Mobiles & Accessories',
  brand: 'Samsung',
  price: 100 + id,
  previousPrice: 200,
  discountTag: false,
  discountPercent: null,
  rating: 4,
  totalRatings: 10,
  stock: 5,
  tags: ['New'],
  images: [`/images/${id}.svg`],
  createdAt: 0,
  updatedAt: 0,
});

function ProductPage() {
  return <p>Opened product {useParams().id}</p>;
}

function renderSearch() {
  const store = createStore();
  store.set(catalogAtom, [
    product(1, 'Samsung Galaxy S24'),
    product(2, 'samsung Buds'),
    product(3, 'Apple iPhone 15'),
  ]);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SearchBox />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/product-details/:id" element={<ProductPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

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

  it('suggests titles starting with the text, ignoring case, only after a 500 ms pause', () => {
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'SAM' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'samsung Buds$102.00',
      'Samsung Galaxy S24$101.00',
    ]);
  });

  it('shows nothing for blank text or text nothing starts with', () => {
    const input = renderSearch();
    typeAndWait(input, '   ');
    expect(screen.queryByRole('listbox')).toBeNull();
    typeAndWait(input, 'xyz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('walks the suggestions with the arrow keys and opens the active one on Enter', () => {
    const input = renderSearch();
    typeAndWait(input, 'sam');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Opened product 1')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and on a press outside, and reopens on ArrowDown', () => {
    const input = renderSearch();
    typeAndWait(input, 'sam');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a clicked suggestion and clears the text', () => {
    const input = renderSearch();
    typeAndWait(input, 'sam');
    fireEvent.click(screen.getByRole('option', { name: /Galaxy/ }));
    expect(screen.getByText('Opened product 1')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });
});
