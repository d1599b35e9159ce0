import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { changePassword, revokeAllSessions, signInMethods } from '../api/account-security';
import { SECURITY_MESSAGES } from '../logic/security-messages';
import { weakPasswordMessage } from '../logic/validation';
import { SecurityPanel } from './security-panel';

vi.mock('../api/account-security', () => ({
  changePassword: vi.fn(),
  revokeAllSessions: vi.fn(),
  signInMethods: vi.fn(),
}));

const authError = (code: string) => Object.assign(new Error(code), { code });

function renderPanel(methods: string[]) {
  vi.mocked(signInMethods).mockReturnValue(methods);
  const onSignOut = vi.fn();
  render(<SecurityPanel email="sam@shop.com" onSignOut={onSignOut} />);
  return { onSignOut, user: userEvent.setup() };
}

async function changeFrom(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('SecurityPanel', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('lists the sign-in methods Auth reports, and claims nothing else', () => {
    renderPanel(['password', 'google.com']);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Email and password', 'Google']);
    expect(screen.queryByText(/two-factor/i)).not.toBeInTheDocument();
  });

  it('changes the password after re-authenticating with the current one, and says this device stays signed in', async () => {
    vi.mocked(changePassword).mockResolvedValue('everywhere');
    const { user, onSignOut } = renderPanel(['password']);
    await changeFrom(user, 'Old#Pass1', 'New#Pass2');
    expect(changePassword).toHaveBeenCalledWith('Old#Pass1', 'New#Pass2');
    expect(await screen.findByText(SECURITY_MESSAGES.changed)).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('says when the other devices could not all be signed out, and points to Sign out everywhere', async () => {
    vi.mocked(changePassword).mockResolvedValue('auth-only');
    const { user } = renderPanel(['password']);
    await changeFrom(user, 'Old#Pass1', 'New#Pass2');
    expect(await screen.findByText(SECURITY_MESSAGES.changedNotEverywhere)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
  });

  it('asks for the current password and holds the new one to the spec’s rule before sending', async () => {
    const { user } = renderPanel(['password']);
    const current = screen.getByLabelText('Current Password');
    const next = screen.getByLabelText('New Password');
    await changeFrom(user, '', 'New#Pass2');
    expect(current).toHaveAccessibleDescription(SECURITY_MESSAGES.missingCurrent);
    await user.clear(next);
    await changeFrom(user, 'Old#Pass1', 'weak');
    expect(next).toHaveAccessibleDescription(weakPasswordMessage());
    await user.clear(next);
    await changeFrom(user, '', 'Old#Pass1');
    expect(next).toHaveAccessibleDescription(SECURITY_MESSAGES.samePassword);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says when the current password is wrong', async () => {
    vi.mocked(changePassword).mockRejectedValue(authError('auth/invalid-credential'));
    const { user } = renderPanel(['password']);
    await changeFrom(user, 'Wrong#Pass1', 'New#Pass2');
    expect(await screen.findByRole('alert')).toHaveTextContent(SECURITY_MESSAGES.wrongCurrent);
  });

  it('offers no password change to a Google-only account, and says why', () => {
    renderPanel(['google.com']);
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByText(SECURITY_MESSAGES.googleOnly)).toBeInTheDocument();
  });

  it('signs out of this device without ending other sessions', async () => {
    const { user, onSignOut } = renderPanel(['password']);
    await user.click(screen.getByRole('button', { name: 'Sign out of this device' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(revokeAllSessions).not.toHaveBeenCalled();
  });

  it('signs out everywhere: ends every session, then this device', async () => {
    vi.mocked(revokeAllSessions).mockResolvedValue();
    const { user, onSignOut } = renderPanel(['password']);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(revokeAllSessions).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('stays signed in and says so when the sessions could not be ended', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(revokeAllSessions).mockRejectedValue(new Error('502'));
    const { user, onSignOut } = renderPanel(['password']);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECURITY_MESSAGES.revokeFailed);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
