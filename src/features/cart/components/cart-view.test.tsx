import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { unverifiedEmailAtom } from '@/features/auth';
import { catalogAtom } from '@/features/catalog';
import { UNVERIFIED_ORDER_UNITS } from '@/domain/shop-rules';
import { CartLink } from '@/features/header';

import { aCardRecord, aCartLine } from '../../../../tests/support/factories';
import { cartLinesAtom, cartLoadedAtom } from '../atoms';
import { CartView } from './cart-view';

describe('CartView', () => {
  it('shows the header’s total: the cart at today’s prices, as added where the product is unknown', () => {
    const store = createStore();
    const catalog = [aCardRecord({ id: 1, price: 179.99, stock: 9 })];
    store.set(catalogAtom, catalog);
    store.set(cartLinesAtom, [
      aCartLine({ id: 1, price: 199.99, quantity: 2 }), // $179.99 today
      aCartLine({ id: 2, price: 10, quantity: 1 }), // not on this device: as added
    ]);
    store.set(cartLoadedAtom, true);
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CartLink />
          <CartView catalog={catalog} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$369.98');
    expect(screen.getByTestId('cart-link')).toHaveTextContent('$369.98');
  });

  it('tells an account still to verify its address that checkout holds only a few units for it', () => {
    const store = createStore();
    const catalog = [aCardRecord({ id: 1, price: 10, stock: 50 })];
    store.set(catalogAtom, catalog);
    store.set(cartLoadedAtom, true);
    store.set(unverifiedEmailAtom, 'new@example.com');
    store.set(cartLinesAtom, [aCartLine({ id: 1, quantity: UNVERIFIED_ORDER_UNITS })]);
    const note = `Verify your email address to check out more than ${UNVERIFIED_ORDER_UNITS} items at once.`;
    render(
      <Provider store={store}>
        <MemoryRouter>
          <CartView catalog={catalog} />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.queryByText(note)).toBeNull();
    act(() => store.set(cartLinesAtom, [aCartLine({ id: 1, quantity: UNVERIFIED_ORDER_UNITS + 1 })]));
    expect(screen.getByText(note)).toBeVisible();
    act(() => store.set(unverifiedEmailAtom, null));
    expect(screen.queryByText(note)).toBeNull();
  });
});
