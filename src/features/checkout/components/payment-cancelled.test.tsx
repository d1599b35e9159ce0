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
const nothingText = 'There is nothing to cancel for this link. No checkout of yours was changed.';
const ORDER = 'a'.repeat(32);
const TOKEN = '0123456789abcdef0123456789abcdef';
const returned = `/cancel?order=${ORDER}&token=${TOKEN}`;

describe('PaymentCancelled', () => {
  beforeEach(() => vi.clearAllMocks());

  it('cancels the checkout of the link Stripe sent the shopper back to, once, with their token', async () => {
    vi.mocked(cancelCheckout).mockResolvedValue({ outcome: 'cancelled', status: 'expired' });
    renderCancelled(returned);

    await waitFor(() =>
      expect(cancelCheckout).toHaveBeenCalledWith({ orderId: ORDER, token: TOKEN }, { idToken: 'token-1' }),
    );
    expect(cancelCheckout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(await screen.findByText(specText)).toBeInTheDocument();
  });

  it('still shows the page when cancelling fails, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(cancelCheckout).mockRejectedValue(new Error('offline'));
    renderCancelled(returned);

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(await screen.findByText(specText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('cancels nothing from a bare link to an order, and says there is nothing to cancel', () => {
    renderCancelled(`/cancel?order=${ORDER}`);

    expect(screen.getByRole('status')).toHaveTextContent(nothingText);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(cancelCheckout).not.toHaveBeenCalled();
  });

  it('says there is nothing to cancel when the server finds no checkout of theirs for the link', async () => {
    vi.mocked(cancelCheckout).mockResolvedValue({ outcome: 'nothing-to-cancel' });
    renderCancelled(returned);

    expect(screen.getByRole('status')).toHaveTextContent('Checking your checkout…');
    expect(await screen.findByText(nothingText)).toBeInTheDocument();
    expect(screen.queryByText(specText)).toBeNull();
  });

  it('calls nothing without a link, or for a visitor who is not signed in', () => {
    renderCancelled('/cancel');
    renderCancelled(returned, null);

    expect(cancelCheckout).not.toHaveBeenCalled();
  });
});
