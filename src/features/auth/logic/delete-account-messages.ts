import { t } from '@lingui/core/macro';

import { authErrorCode } from './auth-error-code';
import { loginErrorMessage } from './validation';

/** What the Settings tab's Delete account says. */
export const DELETE_ACCOUNT_MESSAGES = {
  get explained() {
    return t`Deleting your account removes your profile, saved cart and sign-in for good. Past orders stay in the shop’s accounts without your name or contact details.`;
  },
  get missingPassword() {
    return t`Please enter your password to confirm.`;
  },
  get wrongPassword() {
    return t`Your password is not correct.`;
  },
  get googleCancelled() {
    return t`Google did not confirm it is you. Your account was not deleted.`;
  },
  get failed() {
    return t`Your account could not be deleted. Please try again.`;
  },
  get offline() {
    return t`You are offline. Deleting your account needs a connection.`;
  },
  get deleted() {
    return t`Your account has been deleted.`;
  },
};

const SHARED_WITH_LOGIN = new Set(['auth/too-many-requests', 'auth/network-request-failed']);
const GOOGLE_CANCELLED = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-mismatch',
]);

/** What a failed delete says: a wrong password, a popup closed, the login words, or a plain failure. */
export function deleteAccountErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
    return DELETE_ACCOUNT_MESSAGES.wrongPassword;
  if (GOOGLE_CANCELLED.has(code)) return DELETE_ACCOUNT_MESSAGES.googleCancelled;
  return (SHARED_WITH_LOGIN.has(code) && loginErrorMessage(error)) || DELETE_ACCOUNT_MESSAGES.failed;
}
