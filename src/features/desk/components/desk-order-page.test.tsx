import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';

import { anOrderRecord, aUser } from '../../../../tests/support/factories';
import { readOrderAudit } from '../api/order-audit';
import { readDeskOrder } from '../api/read-desk-order';
import type { DeskOrderRecord } from '../logic/desk-order-record';
import { deskOrderPath } from '../logic/paths';
import { DeskRoutes } from './desk-routes';

vi.mock('../api/read-desk-order', () => ({ readDeskOrder: vi.fn() }));
vi.mock('../api/order-audit', () => ({ readOrderAudit: vi.fn() }));

/** What the hold sweep writes on an order it released without Stripe's word. */
const STRANDED_REASON =
  "Stripe could not be asked about this order's payment session for a day after its hold ended, so its units went back on sale. Check the payment in Stripe's dashboard before doing anything else with it.";

/** The desk's page of `order`, as an admin opens it. */
const renderOrderPage = (order: DeskOrderRecord) => {
  vi.mocked(readDeskOrder).mockResolvedValue(order);
  const store = createStore();
  store.set(authAtom, { user: aUser({ uid: 'ada', userType: 'admin' }), loading: false });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[deskOrderPath(order.id)]}>
        <Routes>
          <Route path="/desk/*" element={<DeskRoutes />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(readOrderAudit).mockResolvedValue([]);
});

describe('the desk’s order page of an order released without Stripe’s word', () => {
  it('shows the sweep’s reason, marked as English', async () => {
    renderOrderPage({
      ...anOrderRecord({ id: 'abcd1234stranded', status: 'expired', hold: 'released' }),
      strandedReason: STRANDED_REASON,
    });

    const reason = await screen.findByTestId('stranded-reason');
    expect(reason).toHaveTextContent(`Released without Stripe's word: ${STRANDED_REASON}`);
    expect(screen.getByText(STRANDED_REASON)).toHaveAttribute('lang', 'en');
  });

  it('still shows it once a late payment sent the order to review, beside the review’s reason', async () => {
    renderOrderPage({
      ...anOrderRecord({
        id: 'abcd1234stranded',
        status: 'needs-review',
        reviewReason: 'paid-short',
      }),
      strandedReason: STRANDED_REASON,
    });

    expect(await screen.findByTestId('stranded-reason')).toHaveTextContent(STRANDED_REASON);
    expect(screen.getByText('paid-short')).toHaveAttribute('lang', 'en');
  });

  it('shows no such reason on an order the sweep did not release', async () => {
    renderOrderPage(anOrderRecord({ id: 'abcd1234expired', status: 'expired', hold: 'released' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order ABCD1234' })).toBeInTheDocument();
    expect(screen.queryByTestId('stranded-reason')).toBeNull();
  });
});
