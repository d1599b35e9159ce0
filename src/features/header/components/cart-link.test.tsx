import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { cartLinesAtom } from '@/features/cart';
import { catalogAtom } from '@/features/catalog';

import { aCardRecord, aCartLine } from '../../../../tests/support/factories';
import { CartLink } from './cart-link';

function renderCartLink(
  catalog: ReturnType<typeof aCardRecord>[] | undefined,
  line = aCartLine({ id: 1, price: 199.99, quantity: 2 }),
) {
  const store = createStore();
  store.set(cartLinesAtom, [line]);
  store.set(catalogAtom, catalog);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CartLink />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByTestId('cart-link');
}

describe('CartLink', () => {
  it('totals the cart at today’s catalog price, not the price when added', () => {
    expect(renderCartLink([aCardRecord({ id: 1, price: 179.99 })])).toHaveTextContent('2 itemsCart$359.98');
  });

  it('tells a screen reader one item in the singular', () => {
    expect(renderCartLink(undefined, aCartLine({ id: 1, price: 5, quantity: 1 }))).toHaveTextContent(
      '1 itemCart$5.00',
    );
  });

  it('totals a line at the price when added while its product is unknown on this device', () => {
    expect(renderCartLink([aCardRecord({ id: 7 })])).toHaveTextContent('$399.98');
  });

  it('totals the cart as added while the catalog is still loading', () => {
    expect(renderCartLink(undefined)).toHaveTextContent('$399.98');
  });
});
