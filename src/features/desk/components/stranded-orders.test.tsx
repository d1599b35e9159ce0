import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';

import { aBilling, anOrderRecord, aUser } from '../../../../tests/support/factories';
import { readDeskNumbers } from '../api/desk-numbers';
import { listDeskOrders, listStrandedOrders } from '../api/desk-orders';
import { listHiddenProducts, listLowStock } from '../api/desk-products';
import { deskTime } from '../logic/desk-format';
import { deskOrderPath } from '../logic/paths';
import { DeskPanel } from './desk-panel';

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

/** What the hold sweep writes on an order it released without Stripe's word. */
const STRANDED_REASON =
  "Stripe could not be asked about this order's payment session for a day after its hold ended, so its units went back on sale. Check the payment in Stripe's dashboard before doing anything else with it.";

const SECTION = "Released without Stripe's word";

/** The dashboard's Desk tab, as an admin opens it. */
const renderDeskTab = () => {
  const store = createStore();
  store.set(authAtom, { user: aUser({ uid: 'ada', userType: 'admin' }), loading: false });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <DeskPanel />
      </MemoryRouter>
    </Provider>,
  );
};

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  // The numbers stay loading: this is about the orders below them.
  vi.mocked(readDeskNumbers).mockReturnValue(new Promise<never>(() => undefined));
  vi.mocked(listDeskOrders).mockResolvedValue({ orders: [], next: null });
  vi.mocked(listLowStock).mockResolvedValue([]);
  vi.mocked(listHiddenProducts).mockResolvedValue([]);
});

describe('the Desk tab’s orders released without Stripe’s word', () => {
  it('lists each one with its number, when it was placed, its customer, its total and its status now', async () => {
    const stranded = {
      ...anOrderRecord({
        id: 'abcd1234stranded',
        status: 'expired',
        hold: 'released',
        total: 259.5,
        billing: aBilling({ firstname: 'Rosa', lastname: 'Quintero' }),
      }),
      strandedReason: STRANDED_REASON,
    };
    vi.mocked(listStrandedOrders).mockResolvedValue([stranded]);
    renderDeskTab();

    const section = within(await screen.findByRole('region', { name: SECTION }));
    const order = within(await section.findByRole('listitem'));
    expect(order.getByRole('link', { name: 'ABCD1234' })).toHaveAttribute('href', deskOrderPath(stranded.id));
    expect(order.getByText(deskTime(stranded.createdAt))).toBeInTheDocument();
    expect(order.getByText('Rosa Quintero')).toBeInTheDocument();
    expect(order.getByText('$259.50')).toBeInTheDocument();
    expect(order.getByText('Expired')).toBeInTheDocument();
    expect(section.getByText(/Check each payment in Stripe's dashboard/)).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    vi.mocked(listStrandedOrders).mockResolvedValue([]);
    renderDeskTab();

    const section = within(await screen.findByRole('region', { name: SECTION }));
    expect(await section.findByText("No order was released without Stripe's word.")).toBeInTheDocument();
    expect(section.queryByRole('listitem')).toBeNull();
  });

  it('offers to try again when they cannot be read (offline)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(listStrandedOrders).mockRejectedValue(
      Object.assign(new Error('Failed to get documents because the client is offline.'), {
        code: 'unavailable',
      }),
    );
    renderDeskTab();

    const section = within(await screen.findByRole('region', { name: SECTION }));
    expect(
      await section.findByText(
        "The orders released without Stripe's word could not be loaded. Check your connection and try again.",
      ),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
