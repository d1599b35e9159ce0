import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authAtom } from '@/features/auth';
import { cartLinesAtom } from '@/features/cart';
import type { Profile } from '@/features/profile';
import { toast } from '@/lib/toast';

import { aBilling, aCartLine, aUser } from '../../../../tests/support/factories';
import { createCheckoutSession, openPaymentPage } from '../api/checkout-session';
import { refusalFromAnswer } from '../logic/checkout-refusal';
import { CHECKOUT_PAGE_MESSAGES } from '../logic/checkout-page-messages';
import { CheckoutView } from './checkout-view';

vi.mock('../api/checkout-session', () => ({ createCheckoutSession: vi.fn(), openPaymentPage: vi.fn() }));
vi.mock('../api/id-token', () => ({ currentIdToken: () => Promise.resolve('token-1') }));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn() } }));
// The stored cart is not read here: the lines are set on the store, so the page shows them at once.
vi.mock('@/features/cart', async (original) => ({
  ...(await original<typeof import('@/features/cart')>()),
  WithCartLines: ({ children }: { children: ReactNode }) => children,
}));

const saveProfile = vi.fn<(profile: Profile) => Promise<'saved' | 'queued'>>();
vi.mock('@/features/profile', async (original) => ({
  ...(await original<typeof import('@/features/profile')>()),
  useSaveProfile: () => saveProfile,
}));

const headphones = aCartLine({ id: 7, title: 'Studio Headphones', quantity: 3 });
const speakerWhite = aCartLine({ id: 9, title: 'Smart Speaker', variant: 'Off White' });
const speakerGray = aCartLine({ id: 9, title: 'Smart Speaker', variant: 'Space Gray' });
const catalog = [7, 9].map((id) => ({ id, price: 50, stock: 5 }));

function renderCheckout(user = aUser({ uid: 'alice', name: '', email: '' })) {
  const store = createStore();
  store.set(authAtom, { user, loading: false });
  store.set(cartLinesAtom, [headphones, speakerWhite, speakerGray]);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <CheckoutView catalog={catalog} />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

async function placeOrder() {
  const billing = aBilling();
  const fields = {
    'First Name': billing.firstname,
    'Last Name': billing.lastname,
    'Phone Number': billing.number,
    'Email Address': billing.email,
    Address: billing.address,
    Country: billing.country,
  };
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await Promise.resolve();
  });
}

const lineOf = (title: string, variant: string) => {
  const line = screen
    .getAllByTestId('order-line')
    .find(({ textContent }) => textContent.includes(`${title} (${variant})`));
  if (!line) throw new Error(`No line for ${title} (${variant})`);
  return line;
};

describe('CheckoutView', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    saveProfile.mockResolvedValue('saved');
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // each failure is logged
  });

  it('shows the server’s reason beside the line it concerns, and the payment failure toast', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(
      refusalFromAnswer(409, { error: 'Only 2 of Studio Headphones left.', productId: 7, available: 2 }),
    );
    renderCheckout();
    await placeOrder();

    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent('Only 2 of Studio Headphones left.');
    expect(within(lineOf('Studio Headphones', 'Off White')).getByRole('alert')).toBe(reason);
    expect(lineOf('Studio Headphones', 'Off White')).toHaveAccessibleDescription(
      /Only 2 of Studio Headphones left\./,
    );
    expect(lineOf('Smart Speaker', 'Off White')).not.toHaveAccessibleDescription();
    expect(toast.error).toHaveBeenCalledWith(CHECKOUT_PAGE_MESSAGES.paymentFailed);
    expect(openPaymentPage).not.toHaveBeenCalled();
  });

  it('ties a reason to every variant line of its product, announcing it once', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(
      refusalFromAnswer(409, { error: 'Smart Speaker is out of stock.', productId: 9, available: 0 }),
    );
    renderCheckout();
    await placeOrder();

    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(lineOf('Smart Speaker', 'Off White')).toHaveAccessibleDescription(
      'Smart Speaker is out of stock.',
    );
    expect(lineOf('Smart Speaker', 'Space Gray')).toHaveAccessibleDescription(
      'Smart Speaker is out of stock.',
    );
  });

  it('clears the reason when the cart changes', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(
      refusalFromAnswer(409, { error: 'Only 2 of Studio Headphones left.', productId: 7, available: 2 }),
    );
    const store = renderCheckout();
    await placeOrder();
    expect(await screen.findByTestId('line-reason')).toBeInTheDocument();

    act(() => store.set(cartLinesAtom, [{ ...headphones, quantity: 2 }, speakerWhite, speakerGray]));
    expect(screen.queryByTestId('line-reason')).not.toBeInTheDocument();
  });

  it('clears the reason when a new attempt starts', async () => {
    vi.mocked(createCheckoutSession)
      .mockRejectedValueOnce(refusalFromAnswer(409, { error: 'Only 2 left.', productId: 7, available: 2 }))
      .mockReturnValueOnce(new Promise(() => undefined)); // the second attempt is still waiting
    renderCheckout();
    await placeOrder();
    expect(await screen.findByTestId('line-reason')).toBeInTheDocument();

    await placeOrder();
    expect(screen.queryByTestId('line-reason')).not.toBeInTheDocument();
  });

  it('shows an order already paid instead of paying again, without a failure toast', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(
      refusalFromAnswer(409, {
        error: 'This order has already been paid.',
        orderId: 'abcdef1234567890',
        status: 'paid',
      }),
    );
    renderCheckout();
    await placeOrder();

    const panel = await screen.findByTestId('already-paid');
    expect(panel).toHaveAttribute('role', 'status');
    expect(panel).toHaveTextContent('This order has already been paid. You were not charged again.');
    expect(within(panel).getByTestId('already-paid-status')).toHaveTextContent('Paid');
    expect(within(panel).getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/dashboard?tab=orders',
    );
    expect(openPaymentPage).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByTestId('line-reason')).not.toBeInTheDocument();
  });

  it('says an order whose payment is still being confirmed is being confirmed', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(
      refusalFromAnswer(409, {
        error: 'This order has already been paid.',
        orderId: 'o1',
        status: 'pending',
      }),
    );
    renderCheckout();
    await placeOrder();

    expect(await screen.findByTestId('already-paid-status')).toHaveTextContent(
      'Waiting for payment confirmation',
    );
  });

  it('goes to the payment page the server opened', async () => {
    vi.mocked(createCheckoutSession).mockResolvedValue({
      id: 'cs_1',
      url: 'https://pay/cs_1',
      orderId: 'o1',
      released: 0,
    });
    renderCheckout();
    await placeOrder();

    expect(openPaymentPage).toHaveBeenCalledWith('https://pay/cs_1');
    expect(toast.info).not.toHaveBeenCalled();
    expect(vi.mocked(createCheckoutSession).mock.calls[0]?.[0].products).toEqual([
      { id: 7, variant: headphones.variant, quantity: 3 },
      { id: 9, variant: 'Off White', quantity: 1 },
      { id: 9, variant: 'Space Gray', quantity: 1 },
    ]);
  });

  it('says so when this checkout closed an earlier one of the shopper', async () => {
    vi.mocked(createCheckoutSession).mockResolvedValue({
      id: 'cs_2',
      url: 'https://pay/cs_2',
      orderId: 'o2',
      released: 1,
    });
    renderCheckout();
    await placeOrder();

    expect(toast.info).toHaveBeenCalledWith(
      'Your earlier checkout was closed and its items were put back. This is the one to pay.',
    );
    expect(openPaymentPage).toHaveBeenCalledWith('https://pay/cs_2');
  });

  it('shows a reason that names no line under Place Order', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(
      refusalFromAnswer(503, { error: 'Payments are not available right now.' }),
    );
    renderCheckout();
    await placeOrder();

    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are not available right now.');
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveAccessibleDescription(
      'Payments are not available right now.',
    );
    expect(screen.queryByTestId('line-reason')).not.toBeInTheDocument();
  });

  it('keeps a network failure to the toast', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(new TypeError('Failed to fetch'));
    renderCheckout();
    await placeOrder();

    expect(toast.error).toHaveBeenCalledWith(CHECKOUT_PAGE_MESSAGES.paymentFailed);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the saved profile and the account’s email', () => {
    renderCheckout(
      aUser({
        name: 'Nia van Newcomer',
        email: 'nia@eshop.test',
        phone: '+44 20 7946 0958',
        address: '1 High Street, London',
        country: 'UK',
        zip: '10115',
      }),
    );
    expect(screen.getByLabelText('First Name')).toHaveValue('Nia van');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Newcomer');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+44 20 7946 0958');
    expect(screen.getByLabelText('Email Address')).toHaveValue('nia@eshop.test');
    expect(screen.getByLabelText('Address')).toHaveValue('1 High Street, London');
    expect(screen.getByLabelText('Country')).toHaveValue('UK');
    expect(screen.getByLabelText('Zip Code (optional)')).toHaveValue('10115');
    expect(screen.getByLabelText('Save these details to my profile for next time')).not.toBeChecked();
  });

  it('saves what was typed to the profile only when asked to', async () => {
    vi.mocked(createCheckoutSession).mockRejectedValue(new Error('The payment service is down.'));
    renderCheckout();
    await placeOrder();
    expect(saveProfile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Save these details to my profile for next time'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
      await Promise.resolve();
    });
    const billing = aBilling();
    expect(saveProfile).toHaveBeenCalledWith({
      name: `${billing.firstname} ${billing.lastname}`,
      phone: billing.number,
      address: billing.address,
      country: billing.country,
      zip: '',
    });
  });
});
