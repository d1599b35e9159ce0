import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';

import { anOrderRecord, aUser } from '../../../../tests/support/factories';
import { callDesk, DeskRefusal } from '../api/desk-action';
import { keepDeskNumbers, keptDeskNumbers } from '../api/desk-copies';
import { readDeskNumbers, type DeskNumbers } from '../api/desk-numbers';
import { listDeskOrders, listStrandedOrders } from '../api/desk-orders';
import { listHiddenProducts, listLowStock } from '../api/desk-products';
import { readOrderAudit } from '../api/order-audit';
import { readDeskOrder } from '../api/read-desk-order';
import { deskOrderPath } from '../logic/paths';
import { DeskPanel } from './desk-panel';
import { DeskRoutes } from './desk-routes';

// uPlot asks the window for matchMedia as it loads, which jsdom lacks; no chart is drawn here.
vi.mock('./desk-chart', () => ({ DeskChart: () => null }));
vi.mock('../api/desk-numbers', () => ({ readDeskNumbers: vi.fn() }));
vi.mock('../api/desk-orders', () => ({
  listDeskOrders: vi.fn(),
  listOrdersPlacedBetween: vi.fn(),
  listStrandedOrders: vi.fn(),
}));
vi.mock('../api/desk-products', async (original) => ({
  ...(await original<typeof import('../api/desk-products')>()),
  listLowStock: vi.fn(),
  listHiddenProducts: vi.fn(),
}));
vi.mock('../api/order-audit', () => ({ readOrderAudit: vi.fn() }));
vi.mock('../api/desk-action', async (original) => ({
  ...(await original<typeof import('../api/desk-action')>()),
  callDesk: vi.fn(),
}));
vi.mock('../api/read-desk-order', () => ({ readDeskOrder: vi.fn() }));

const ADMIN = 'ada';
const REMOVED = 'Your access to the desk was removed';

/** The rules' answer to a read by an account that is no admin (any more). */
const refused = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
/** Firestore's answer when it cannot be reached. */
const offline = () =>
  Object.assign(new Error('Failed to get document because the client is offline.'), { code: 'unavailable' });
/** A read that is still under way. */
const pending = () => new Promise<never>(() => undefined);

/** The home's numbers as the device kept them on the morning of 20 November 2026. */
const keptNumbers: DeskNumbers = {
  readAt: Date.UTC(2026, 10, 20, 8),
  today: '2026-11-20',
  days: [],
  toShip: 2,
  toReview: 0,
  nextToShip: [{ id: 'order1abcdef' }, { id: 'order2abcdef' }],
  lowStock: [],
};

/** The desk as an admin opens it: its tab on the dashboard, its pages under /desk. */
const renderDeskAt = (path: string) => {
  const store = createStore();
  store.set(authAtom, { user: aUser({ uid: ADMIN, userType: 'admin' }), loading: false });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<DeskPanel />} />
          <Route path="/desk/*" element={<DeskRoutes />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
};
const renderDeskTab = () => renderDeskAt('/dashboard');

const keptNumbersShown = () => screen.queryByText(/These are the numbers last read on this device/);

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(listDeskOrders).mockResolvedValue({ orders: [], next: null });
  vi.mocked(listStrandedOrders).mockResolvedValue([]);
  vi.mocked(listLowStock).mockResolvedValue([]);
  vi.mocked(listHiddenProducts).mockResolvedValue([]);
  vi.mocked(readOrderAudit).mockResolvedValue([]);
});

describe('the desk of an operator who is no admin any more', () => {
  it('ends with the reason and deletes the numbers kept, so a reload offline shows none', async () => {
    keepDeskNumbers(ADMIN, keptNumbers);
    vi.mocked(readDeskNumbers).mockRejectedValue(refused());
    const { unmount } = renderDeskTab();

    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVED);
    expect(screen.getByRole('alert')).toHaveTextContent('sign out and sign in again');
    expect(keptNumbersShown()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Orders, newest first' })).toBeNull();
    expect(keptDeskNumbers(ADMIN)).toBeUndefined();

    unmount();
    vi.mocked(readDeskNumbers).mockRejectedValue(offline());
    renderDeskTab();
    expect(
      await screen.findByText('The numbers could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(keptNumbersShown()).toBeNull();
  });

  it('ends when any of its reads is refused: the list of orders too', async () => {
    keepDeskNumbers(ADMIN, keptNumbers);
    vi.mocked(readDeskNumbers).mockReturnValue(pending());
    vi.mocked(listDeskOrders).mockRejectedValue(refused());
    renderDeskTab();

    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVED);
    expect(keptDeskNumbers(ADMIN)).toBeUndefined();
  });

  it('ends when the shop refuses it after an offline read showed the numbers kept', async () => {
    keepDeskNumbers(ADMIN, keptNumbers);
    vi.mocked(readDeskNumbers).mockRejectedValueOnce(offline()).mockRejectedValueOnce(refused());
    renderDeskTab();
    await screen.findByText(/These are the numbers last read on this device/);

    const [numbersTryAgain] = screen.getAllByRole('button', { name: 'Try again' });
    if (!numbersTryAgain) throw new Error('The numbers kept come with Try again.');
    await userEvent.click(numbersTryAgain);

    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVED);
    expect(keptNumbersShown()).toBeNull();
    expect(keptDeskNumbers(ADMIN)).toBeUndefined();
  });

  it('ends an order page whose audit record the shop refuses', async () => {
    vi.mocked(readDeskOrder).mockResolvedValue(null);
    vi.mocked(readOrderAudit).mockRejectedValue(refused());
    renderDeskAt(deskOrderPath('order1abcdef'));

    expect(await screen.findByRole('heading', { level: 1, name: REMOVED })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("This account is no longer one of the shop's admins");
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  });

  it('ends an order page whose order the shop refuses', async () => {
    vi.mocked(readDeskOrder).mockRejectedValue(refused());
    renderDeskAt(deskOrderPath('order1abcdef'));

    expect(await screen.findByRole('heading', { level: 1, name: REMOVED })).toBeInTheDocument();
    expect(screen.queryByText('Order not found')).toBeNull();
  });

  it('ends when the shop refuses the list of orders released without Stripe’s word', async () => {
    keepDeskNumbers(ADMIN, keptNumbers);
    vi.mocked(readDeskNumbers).mockReturnValue(pending());
    vi.mocked(listStrandedOrders).mockRejectedValue(refused());
    renderDeskTab();

    expect(await screen.findByRole('alert')).toHaveTextContent(REMOVED);
    expect(keptDeskNumbers(ADMIN)).toBeUndefined();
  });

  it('ends an order page when the desk function refuses an action with its 403', async () => {
    const order = anOrderRecord({
      id: 'order1abcdef',
      status: 'shipped',
      shipment: { carrier: 'UPS', trackingNumber: '1Z', shippedAt: Date.UTC(2026, 10, 21) },
    });
    keepDeskNumbers(ADMIN, keptNumbers);
    vi.mocked(readDeskOrder).mockResolvedValue(order);
    vi.mocked(callDesk).mockRejectedValue(new DeskRefusal("The desk is for the shop's admins only.", 403));
    renderDeskAt(deskOrderPath(order.id));

    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));

    expect(await screen.findByRole('heading', { level: 1, name: REMOVED })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    expect(keptDeskNumbers(ADMIN)).toBeUndefined();
  });
});

describe('the desk of an operator who is offline', () => {
  it('keeps showing the numbers kept, with the time they were read, and keeps them', async () => {
    keepDeskNumbers(ADMIN, keptNumbers);
    vi.mocked(readDeskNumbers).mockRejectedValue(offline());
    vi.mocked(listDeskOrders).mockRejectedValue(offline());
    renderDeskTab();

    expect(await screen.findByText(/These are the numbers last read on this device/)).toBeInTheDocument();
    expect(
      await screen.findByText('The orders could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(REMOVED)).toBeNull();
    expect(keptDeskNumbers(ADMIN)).toEqual(keptNumbers);
  });
});
