import 'fake-indexeddb/auto';

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { deleteDB } from 'idb';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';

import { MAX_LINE_QUANTITY } from '@/domain/shop-rules';

import { aCartLine } from '../../../../tests/support/factories';
import { closeCartDb } from '../local-db/cart-db';
import { changeStoredCart, readStoredCart } from '../local-db/cart-store';
import { priceLines, type CatalogEntry } from '../logic/priced-lines';
import type { CartLine } from '../types';
import { CartRow } from './cart-row';

const headphones = (overrides: Partial<CartLine> = {}) =>
  aCartLine({ id: 1, title: 'Headphones', variant: 'Off White', price: 199.99, ...overrides });

/** Renders the row of the first line, priced against `catalog` as the cart page prices it. */
function renderRow(lines: CartLine[], catalog: CatalogEntry[] | undefined) {
  const [priced] = priceLines(lines, catalog).lines;
  if (!priced) throw new Error('No line to render');
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <ul>
          <CartRow priced={priced} />
        </ul>
      </MemoryRouter>
    </Provider>,
  );
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity of Headphones (Off White)' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity of Headphones (Off White)' });

beforeEach(async () => {
  await closeCartDb();
  await deleteDB('eshop-cart');
});

describe('CartRow', () => {
  it('disables + at the product’s stock and says why beside the line', () => {
    renderRow([headphones({ quantity: 3 })], [{ id: 1, price: 199.99, stock: 3 }]);
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).toHaveAccessibleDescription('Only 3 in stock');
    expect(screen.getByText('Only 3 in stock')).toBeVisible();
  });

  it('says the desk’s limit per order beside the line, and stops + at it', () => {
    renderRow([headphones({ quantity: 1 })], [{ id: 1, price: 199.99, stock: 50, limitPerOrder: 2 }]);
    expect(screen.getByText('Limit 2 per order')).toBeVisible();
    expect(plus()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('disables + at the desk’s limit per order and says why', () => {
    renderRow([headphones({ quantity: 2 })], [{ id: 1, price: 199.99, stock: 50, limitPerOrder: 2 }]);
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).toHaveAccessibleDescription('At most 2 of this item per order');
  });

  it('counts the product’s other variants against the stock they share', () => {
    renderRow(
      [headphones({ quantity: 1 }), headphones({ variant: 'Jet Black', quantity: 2 })],
      [{ id: 1, price: 199.99, stock: 3 }],
    );
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).toHaveAccessibleDescription('Only 3 in stock');
  });

  it('stops + at the order’s most of one product, however many are in stock', () => {
    renderRow([headphones({ quantity: MAX_LINE_QUANTITY })], [{ id: 1, price: 199.99, stock: 500 }]);
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).toHaveAccessibleDescription(`At most ${MAX_LINE_QUANTITY} of this item per order`);
  });

  it('counts the product’s other variants against the order’s most of one product', () => {
    renderRow(
      [headphones({ quantity: 3 }), headphones({ variant: 'Jet Black', quantity: MAX_LINE_QUANTITY - 3 })],
      [{ id: 1, price: 199.99, stock: 500 }],
    );
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).toHaveAccessibleDescription(`At most ${MAX_LINE_QUANTITY} of this item per order`);
  });

  it('leaves + free, with no note, below the cap', () => {
    renderRow([headphones({ quantity: 2 })], [{ id: 1, price: 199.99, stock: 3 }]);
    expect(plus()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/in stock|per order/)).not.toBeInTheDocument();
  });

  it('never takes the stored line past the stock, though another tab filled it since this row drew', async () => {
    await changeStoredCart({ apply: () => [headphones({ quantity: 3 })] });
    renderRow([headphones({ quantity: 2 })], [{ id: 1, price: 199.99, stock: 3 }]);
    fireEvent.click(plus());
    fireEvent.click(minus());
    // Changes apply in order: had + added one, − would have left 3.
    await waitFor(async () => expect((await readStoredCart())[0]?.quantity).toBe(2));
  });

  it('says when the price changed since the line was added, and totals it at today’s price', () => {
    renderRow([headphones({ quantity: 2 })], [{ id: 1, price: 179.99, stock: 9 }]);
    expect(screen.getByText('Price changed from $199.99 to $179.99')).toBeVisible();
    expect(screen.getByTestId('line-price')).toHaveTextContent('$359.98');
  });

  it('says nothing of the price while the catalog is unknown on this device', () => {
    renderRow([headphones()], undefined);
    expect(screen.queryByText(/Price changed/)).not.toBeInTheDocument();
    expect(screen.getByTestId('line-price')).toHaveTextContent('$199.99');
  });
});
