import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';
import { readAccountCopy, saveAccountCopy } from '@/lib/account-copies';

import { anOrderRecord, aUser } from '../../../../tests/support/factories';
import { readOrderRecord } from '../api/read-order';
import { orderCopyName } from '../hooks/use-own-order';
import type { OrderRecord } from '../types';
import { OrderRoutes } from './order-routes';

vi.mock('../api/read-order', async (original) => ({
  ...(await original<typeof import('../api/read-order')>()),
  readOrderRecord: vi.fn(),
}));
const read = vi.mocked(readOrderRecord);

const order: OrderRecord = anOrderRecord({
  id: 'abcdef1234567890',
  status: 'shipped',
  shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: Date.UTC(2026, 10, 21) },
});
order.history.push({
  event: 'shipped',
  status: 'shipped',
  at: Date.UTC(2026, 10, 21),
  by: 'E-Shop',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
});

function renderOrder(path = `/orders/${order.id}`) {
  const store = createStore();
  store.set(authAtom, { user: aUser({ uid: 'alice' }), loading: false });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/orders/:id/*" element={<OrderRoutes />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the order page', () => {
  beforeEach(() => {
    localStorage.clear();
    read.mockReset();
  });

  it('shows the lines, totals, payment and timeline, and keeps a copy on the device', async () => {
    read.mockResolvedValue(order);
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ABCDEF12' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    const items = screen.getAllByTestId('order-line');
    expect(items[0]).toHaveTextContent('Pocket Phone');
    expect(items[0]).toHaveTextContent('Jet Black · 2 × $100.00');
    expect(items[0]).toHaveTextContent('$200.00');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$259.50');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Paid $259.50');
    const timeline = within(screen.getByRole('list', { name: 'Order timeline' }));
    expect(timeline.getByText('Shipped')).toBeInTheDocument();
    expect(timeline.getByText('UPS, tracking number 1Z999AA10123456784')).toBeInTheDocument();
    expect(timeline.getByText('Not yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt' })).toHaveAttribute(
      'href',
      `/orders/${order.id}/receipt`,
    );
    expect(readAccountCopy('alice', orderCopyName(order.id))).toEqual(JSON.parse(JSON.stringify(order)));
  });

  it('shows the copy kept on the device when the order cannot be read, and says so', async () => {
    saveAccountCopy('alice', orderCopyName(order.id), order);
    read.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ...order, status: 'delivered' });
    renderOrder();
    expect(
      await screen.findByText(/as last seen on this device: it could not be updated now/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Delivered', { selector: '[data-testid="order-status"]' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/as last seen on this device/)).not.toBeInTheDocument();
  });

  it('recovers from a damaged copy: it is not shown, and the next read replaces it', async () => {
    localStorage.setItem(
      `eshop-account:alice:${orderCopyName(order.id)}`,
      '{"id":"abcdef1234567890","lines":',
    );
    read.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(order);
    renderOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order ABCDEF12' })).toBeInTheDocument();
    expect(readAccountCopy('alice', orderCopyName(order.id))).toMatchObject({ id: order.id });
  });

  it("says not found for someone else's order, and keeps no copy of it", async () => {
    read.mockResolvedValueOnce({ ...order, uid: 'bob' });
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(readAccountCopy('alice', orderCopyName(order.id))).toBeUndefined();
  });

  it('says not found for an order that does not exist', async () => {
    read.mockResolvedValueOnce(null);
    renderOrder('/orders/no-such-order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/dashboard?tab=orders',
    );
  });

  it('says not found for an id no order can have, without asking the server', async () => {
    renderOrder('/orders/not.an.order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('draws the receipt with the lines and a print button', async () => {
    read.mockResolvedValue(order);
    renderOrder(`/orders/${order.id}/receipt`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
  });
});
