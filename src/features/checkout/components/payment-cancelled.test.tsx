import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';

import { aUser } from '../../../../tests/support/factories';
import { cancelCheckout } from '../api/cancel-checkout';
import { PaymentCancelled } from './payment-cancelled';

vi.mock('../api/cancel-checkout', () => ({ cancelCheckout: vi.fn() }));
vi.mock('../api/id-token', () => ({ currentIdToken: () => Promise.resolve('token-1') }));

function renderCancelled(url: string, uid: string | null = 'alice') {
  const store = createStore();
  store.set(authAtom, { user: uid ? aUser({ uid }) : null, loading: false });
  render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <PaymentCancelled />
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
}

const specText = 'Your payment was not completed. Please try again or use another payment method';

describe('PaymentCancelled', () => {
  beforeEach(() => vi.clearAllMocks());

  it('cancels the order’s checkout once, with the shopper’s token', async () => {
    vi.mocked(cancelCheckout).mockResolvedValue({ status: 'expired' });
    renderCancelled('/cancel?order=order-1');

    await waitFor(() => expect(cancelCheckout).toHaveBeenCalledWith('order-1', { idToken: 'token-1' }));
    expect(cancelCheckout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
  });

  it('still shows the page when cancelling fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(cancelCheckout).mockRejectedValue(new Error('offline'));
    renderCancelled('/cancel?order=order-1');

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText(specText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('calls nothing without an order, or for a visitor who is not signed in', () => {
    renderCancelled('/cancel');
    renderCancelled('/cancel?order=order-1', null);

    expect(cancelCheckout).not.toHaveBeenCalled();
  });
});
