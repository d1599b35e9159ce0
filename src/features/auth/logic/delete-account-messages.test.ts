import { describe, expect, it } from 'vitest';

import { DELETE_ACCOUNT_MESSAGES, deleteAccountErrorMessage } from './delete-account-messages';

const authError = (code: string) => Object.assign(new Error(code), { code });

describe('deleteAccountErrorMessage', () => {
  it('names a wrong password, whichever code Auth uses for it', () => {
    expect(deleteAccountErrorMessage(authError('auth/wrong-password'))).toBe(
      DELETE_ACCOUNT_MESSAGES.wrongPassword,
    );
    expect(deleteAccountErrorMessage(authError('auth/invalid-credential'))).toBe(
      DELETE_ACCOUNT_MESSAGES.wrongPassword,
    );
  });

  it('says the account stays when Google’s popup is closed or another account answers it', () => {
    for (const code of ['auth/popup-closed-by-user', 'auth/user-mismatch'])
      expect(deleteAccountErrorMessage(authError(code))).toBe(DELETE_ACCOUNT_MESSAGES.googleCancelled);
  });

  it('uses the login form’s words for too many tries and no network, else a plain failure', () => {
    expect(deleteAccountErrorMessage(authError('auth/network-request-failed'))).toBe(
      'Network error. Please check your internet connection.',
    );
    expect(deleteAccountErrorMessage(new Error('Deleting the account answered 502.'))).toBe(
      DELETE_ACCOUNT_MESSAGES.failed,
    );
  });
});
