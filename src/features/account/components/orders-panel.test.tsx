import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';
import type { Order } from '@/features/checkout';
import { saveAccountCopy } from '@/lib/account-copies';

import { aUser } from '../../../../tests/support/factories';
import { OrdersPanel } from './orders-panel';

const listOrders = vi.fn<(uid: string) => Promise<Order[]>>();
vi.mock('@/features/checkout', async (original) => ({
  ...(await original<typeof import('@/features/checkout')>()),
  listOrders: (uid: string) => listOrders(uid),
}));

const order: Order = {
  id: 'abcdef1234567890',
  uid: 'alice',
  lines: [{ id: 7, title: 'Pocket Phone', variant: 'Jet Black', quantity: 2, unitPrice: 100, image: '' }],
  billing: {
    firstname: 'Alice',
    lastname: 'Able',
    number: '+15550100',
    email: 'alice@eshop.test',
    address: '1 Main Street',
    country: 'USA',
    zip: '',
    orderNotes: '',
  },
  subtotal: 200,
  shipping: 10,
  total: 210,
  currency: 'usd',
  status: 'paid',
  sessionId: 'cs_test_1',
  createdAt: Date.UTC(2026, 10, 20),
};

function renderPanel() {
  const store = createStore();
  store.set(authAtom, { user: aUser({ uid: 'alice' }), loading: false });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <OrdersPanel />
      </MemoryRouter>
    </Provider>,
  );
}

describe('OrdersPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    listOrders.mockReset();
  });

  it("lists the orders, each with View leading to the order's page", async () => {
    listOrders.mockResolvedValue([order]);
    renderPanel();
    const row = await screen.findByRole('row', { name: /ABCDEF12/ });
    expect(row).toHaveTextContent('Paid');
    expect(row).toHaveTextContent('$210.00');
    expect(screen.getByRole('link', { name: 'View order ABCDEF12' })).toHaveAttribute(
      'href',
      '/orders/abcdef1234567890',
    );
    expect(listOrders).toHaveBeenCalledWith('alice');
  });

  it('shows the orders last seen on this device when they cannot be read (offline)', async () => {
    saveAccountCopy('alice', 'orders', [order]);
    listOrders.mockRejectedValue(new Error('offline'));
    renderPanel();
    expect(await screen.findByText(/Your orders as last seen on this device/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /ABCDEF12/ })).toHaveTextContent('Paid');
  });

  it('says so, with Try again, when they cannot be read and none were seen before', async () => {
    listOrders.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([]);
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/You have no orders yet\./)).toBeInTheDocument();
  });
});
