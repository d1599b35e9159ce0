import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sendPasswordReset } from '../api/password-reset';
import { PASSWORD_RESET_MESSAGES } from '../logic/password-reset-messages';
import { ForgotPasswordForm } from './forgot-password-form';

vi.mock('../api/password-reset', () => ({ sendPasswordReset: vi.fn() }));

async function askForLink(email: string) {
  render(
    <MemoryRouter>
      <ForgotPasswordForm />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email Address'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('says the link is on its way once it is sent', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue();
    await askForLink('sam@shop.com');
    expect(sendPasswordReset).toHaveBeenCalledWith('sam@shop.com');
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.sent)).toBeInTheDocument();
  });

  it('checks the address before sending anything', async () => {
    await askForLink('sam@shop');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Email is not valid!');
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('asks for an address when none is given', async () => {
    await askForLink('');
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
  });

  it('says when the connection failed, and that nothing was sent', async () => {
    vi.mocked(sendPasswordReset).mockRejectedValue({ code: 'auth/network-request-failed' });
    await askForLink('sam@shop.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your internet connection.',
    );
    expect(screen.queryByText(PASSWORD_RESET_MESSAGES.sent)).not.toBeInTheDocument();
  });
});
