import { render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';

import { aUser } from '../../../../tests/support/factories';
import { readOrder, type Order } from '../api/orders';
import { PAYMENT_CHECK_MESSAGES } from '../logic/checkout-page-messages';
import type { OrderStatus } from '@/domain/order';
import { PaymentSuccess } from './payment-success';
import { eventually } from '../../../../tests/support/eventually';

const emptyCart = vi.fn(() => Promise.resolve());
vi.mock('@/features/cart', () => ({ emptyCartAtom: atom(null, () => emptyCart()) }));
vi.mock('../api/orders', () => ({ readOrder: vi.fn() }));

// An order as the checkout function writes it; only who, which session and the status matter here.
const anOrder = (status: OrderStatus, overrides: Partial<Order> = {}): Order => ({
  id: 'order-1',
  uid: 'alice',
  lines: [],
  billing: {} as Order['billing'],
  subtotal: 100,
  shipping: 10,
  total: 110,
  currency: 'usd',
  status,
  sessionId: 'cs_1',
  createdAt: Date.UTC(2026, 0, 1),
  ...overrides,
});

function renderSuccess(url = '/success?order=order-1&session_id=cs_1', uid: string | null = 'alice') {
  const store = createStore();
  store.set(authAtom, { user: uid ? aUser({ uid }) : null, loading: false });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <PaymentSuccess />
      </MemoryRouter>
    </Provider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1, name: 'Payment Successful' });

describe('PaymentSuccess', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([
    ['paid', 'Paid'],
    ['pending', 'Waiting for payment confirmation'],
  ] as const)('thanks the shopper and empties the cart for their %s order', async (status, shown) => {
    vi.mocked(readOrder).mockResolvedValue(anOrder(status));
    renderSuccess();

    expect(await screen.findByText('Thank you for your purchase')).toBeInTheDocument();
    expect(screen.getByText('Your payment has been processed successfully')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent(shown);
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    // The cart is emptied by an effect after the page is drawn.
    await eventually(() => expect(emptyCart).toHaveBeenCalledTimes(1));
    expect(readOrder).toHaveBeenCalledWith('order-1');
  });

  it.each([
    ['a wrong session id', anOrder('paid', { sessionId: 'cs_other' })],
    ['another shopper’s order', anOrder('paid', { uid: 'mallory' })],
    ['an expired order', anOrder('expired')],
    ['an unknown order (the rules refuse it)', null],
  ])('changes nothing and says so for %s', async (_case, order) => {
    vi.mocked(readOrder).mockResolvedValue(order);
    renderSuccess();

    expect(await screen.findByText(PAYMENT_CHECK_MESSAGES.notFound)).toBeInTheDocument();
    expect(heading()).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your purchase')).not.toBeInTheDocument();
    expect(emptyCart).not.toHaveBeenCalled();
  });

  it('changes nothing for a link without a session id, without reading the order', () => {
    renderSuccess('/success?order=order-1');

    expect(screen.getByTestId('payment-check')).toHaveTextContent(PAYMENT_CHECK_MESSAGES.notFound);
    expect(readOrder).not.toHaveBeenCalled();
    expect(emptyCart).not.toHaveBeenCalled();
  });

  it('changes nothing for a visitor who is not signed in', () => {
    renderSuccess(undefined, null);

    expect(screen.getByTestId('payment-check')).toHaveTextContent(PAYMENT_CHECK_MESSAGES.notFound);
    expect(emptyCart).not.toHaveBeenCalled();
  });

  it('says the payment is being checked while the order is read', () => {
    vi.mocked(readOrder).mockReturnValue(new Promise(() => undefined));
    renderSuccess();

    expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_CHECK_MESSAGES.checking);
    expect(heading()).toBeInTheDocument();
    expect(emptyCart).not.toHaveBeenCalled();
  });

  it('says the payment will be confirmed when back online, when the order cannot be read', async () => {
    vi.mocked(readOrder).mockRejectedValue(new Error('offline'));
    renderSuccess();

    expect(await screen.findByText(PAYMENT_CHECK_MESSAGES.unreachable)).toBeInTheDocument();
    expect(emptyCart).not.toHaveBeenCalled();
  });

  it('says an order of theirs under review is being checked, and leaves the cart', async () => {
    vi.mocked(readOrder).mockResolvedValue(anOrder('needs-review'));
    renderSuccess();

    expect(await screen.findByText(PAYMENT_CHECK_MESSAGES.underReview)).toBeInTheDocument();
    expect(emptyCart).not.toHaveBeenCalled();
  });
});
