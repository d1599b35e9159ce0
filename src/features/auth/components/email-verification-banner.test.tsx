import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { checkEmailVerified, resendVerificationEmail } from '../api/email-verification';
import { unverifiedEmailAtom } from '../atoms';
import { EmailVerificationBanner } from './email-verification-banner';
import { eventually } from '../../../../tests/support/eventually';

vi.mock('../api/email-verification', () => ({
  checkEmailVerified: vi.fn(),
  resendVerificationEmail: vi.fn(),
}));

const email = 'sam@shop.com';

function showBanner() {
  const store = createStore();
  store.set(unverifiedEmailAtom, email);
  render(
    <Provider store={store}>
      <EmailVerificationBanner email={email} />
    </Provider>,
  );
  return { store, banner: screen.getByRole('region', { name: 'Email verification' }) };
}

describe('EmailVerificationBanner', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sessionStorage.clear();
  });

  it('names the address and sends the link again', async () => {
    vi.mocked(resendVerificationEmail).mockResolvedValue();
    const { banner } = showBanner();
    expect(banner).toHaveTextContent(`we sent a link to ${email}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend link' }));
    expect(resendVerificationEmail).toHaveBeenCalledOnce();
    expect(await screen.findByText('A new link is on its way. Check your inbox.')).toBeInTheDocument();
  });

  it('stays, saying so, while the address is not verified yet', async () => {
    vi.mocked(checkEmailVerified).mockResolvedValue(false);
    const { store } = showBanner();
    await userEvent.setup().click(screen.getByRole('button', { name: "I've verified it" }));
    expect(await screen.findByText(/not verified yet/)).toBeInTheDocument();
    expect(store.get(unverifiedEmailAtom)).toBe(email);
  });

  it('clears the address to verify once Auth reports it verified', async () => {
    vi.mocked(checkEmailVerified).mockResolvedValue(true);
    const { store } = showBanner();
    await userEvent.setup().click(screen.getByRole('button', { name: "I've verified it" }));
    await eventually(() => expect(store.get(unverifiedEmailAtom)).toBeNull());
  });

  it('checks again when the tab comes back into focus', async () => {
    vi.mocked(checkEmailVerified).mockResolvedValue(true);
    const { store } = showBanner();
    window.dispatchEvent(new Event('focus'));
    await eventually(() => expect(store.get(unverifiedEmailAtom)).toBeNull());
  });

  it('can be dismissed for the rest of the session', async () => {
    showBanner();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss email verification notice' }));
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('eshop-verify-email-dismissed')).toBe(email);
  });

  it('says when the link could not be sent for lack of a connection', async () => {
    vi.mocked(resendVerificationEmail).mockRejectedValue({ code: 'auth/network-request-failed' });
    showBanner();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend link' }));
    expect(
      await screen.findByText('Network error. Please check your internet connection.'),
    ).toBeInTheDocument();
  });
});
