import { authErrorCode } from './auth-error-code';
import { loginErrorMessage } from './validation';

/** What the Settings tab's Delete account says. */
export const DELETE_ACCOUNT_MESSAGES = {
  explained:
    'Deleting your account removes your profile, saved cart and sign-in for good. Past orders stay in the shop’s accounts without your name or contact details.',
  missingPassword: 'Please enter your password to confirm.',
  wrongPassword: 'Your password is not correct.',
  googleCancelled: 'Google did not confirm it is you. Your account was not deleted.',
  failed: 'Your account could not be deleted. Please try again.',
  offline: 'You are offline. Deleting your account needs a connection.',
  deleted: 'Your account has been deleted.',
} as const;

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
