import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { checkPasswordResetCode, resetPassword } from '../api/password-reset';
import { ResetPasswordPanel } from './reset-password-panel';

vi.mock('../api/password-reset', () => ({ checkPasswordResetCode: vi.fn(), resetPassword: vi.fn() }));

const expired = { code: 'auth/expired-action-code' };

function openLink(code: string) {
  render(
    <MemoryRouter>
      <ResetPasswordPanel code={code} />
    </MemoryRouter>,
  );
}

async function choosePassword(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New Password'), password);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPanel', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(checkPasswordResetCode).mockResolvedValue('sam@shop.com');
  });

  it('names the account, holds the new password to the spec’s rule, then sets it', async () => {
    vi.mocked(resetPassword).mockResolvedValue();
    openLink('code-1');
    expect(await screen.findByText('sam@shop.com')).toBeInTheDocument();
    await choosePassword('weakpass');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
    );
    expect(resetPassword).not.toHaveBeenCalled();
    await userEvent.setup().clear(screen.getByLabelText('New Password'));
    await choosePassword('Strong#2027');
    expect(resetPassword).toHaveBeenCalledWith('code-1', 'Strong#2027', 'sam@shop.com');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now log in with it.',
    );
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says an expired or used link cannot be used and offers to ask again', async () => {
    vi.mocked(checkPasswordResetCode).mockRejectedValue(expired);
    openLink('old-code');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('says so when the link was used up while the form was open', async () => {
    vi.mocked(resetPassword).mockRejectedValue({ code: 'auth/invalid-action-code' });
    openLink('code-1');
    await choosePassword('Strong#2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('offers to check again after a network failure', async () => {
    vi.mocked(checkPasswordResetCode).mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    openLink('code-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your internet connection.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });
});
