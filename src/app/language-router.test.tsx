// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../tests/support/every-language';

import { activateLocale } from '@/lib/i18n';
import { CART_PATH, PRODUCTS_PATH } from '@/lib/routes';

import { LanguageRouter } from './language-router';
import { Link } from '@/components/link';

beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Count {count}
      </button>
      <Link to={CART_PATH}>To the cart</Link>
    </>
  );
}

function renderAt(address: string) {
  window.history.replaceState(null, '', address);
  return render(
    <LanguageRouter>
      <Routes>
        <Route path={PRODUCTS_PATH} element={<Counter />} />
        <Route path={CART_PATH} element={<p>The cart</p>} />
      </Routes>
    </LanguageRouter>,
  );
}

describe('LanguageRouter', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it("moves the page to the new language's address when the language changes, keeping its state", async () => {
    renderAt('/products?sort=price#top');
    await userEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    await act(() => activateLocale('hi'));
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/hi/products?sort=price#top');
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
    await act(() => activateLocale('en'));
    expect(location.pathname).toBe('/products');
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });

  it("serves a language's address under its prefix, and links stay in it", async () => {
    await act(() => activateLocale('fr-CA'));
    renderAt('/fr-ca/products');
    const link = screen.getByRole('link', { name: 'To the cart' });
    expect(link).toHaveAttribute('href', '/fr-ca/cart');
    await userEvent.click(link);
    expect(await screen.findByText('The cart')).toBeInTheDocument();
    expect(location.pathname).toBe('/fr-ca/cart');
  });

  it('brings an address in another language than the one spoken to the spoken one', async () => {
    await act(() => activateLocale('bn'));
    renderAt('/hi/cart');
    expect(await screen.findByText('The cart')).toBeInTheDocument();
    expect(location.pathname).toBe('/bn/cart');
  });
});
