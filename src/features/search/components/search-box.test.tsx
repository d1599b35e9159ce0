import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { catalogAtom } from '@/features/catalog';

import { aCardRecord } from '../../../../tests/support/factories';
import { SearchBox } from './search-box';

function ProductPage() {
  return <p>Opened product {useParams().id}</p>;
}

function renderSearch() {
  const store = createStore();
  store.set(catalogAtom, [
    aCardRecord({ id: 1, title: 'Samsung Galaxy S24', price: 101 }),
    aCardRecord({ id: 2, title: 'samsung Buds', price: 102 }),
    aCardRecord({ id: 3, title: 'Apple iPhone 15', price: 103 }),
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
