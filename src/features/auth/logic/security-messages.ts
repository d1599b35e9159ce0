import { authErrorCode } from './auth-error-code';
import { loginErrorMessage, WEAK_PASSWORD_MESSAGE } from './validation';

/** What the app says when a session ends without this tab asking (sign out everywhere, another tab). */
export const SESSION_MESSAGES = {
  ended: 'You have been signed out. Please log in again.',
} as const;

/** What the dashboard's Security tab says. */
export const SECURITY_MESSAGES = {
  missingCurrent: 'Please enter your current password.',
  wrongCurrent: 'Your current password is not correct.',
  samePassword: 'Your new password must differ from your current one.',
  changed: 'Your password has been changed. You stay signed in here; any other device must log in again.',
  changedNotEverywhere:
    'Your password has been changed, but your other devices may stay signed in for up to an hour. Use Sign out everywhere to end their sessions now.',
  changeFailed: 'Your password could not be changed. Please try again.',
  googleOnly:
    'You sign in with Google, so this shop keeps no password for you. Your Google account’s own security settings apply.',
  revokeFailed: 'You could not be signed out everywhere. Please try again.',
  offlineChange: 'You are offline. Changing your password needs a connection.',
  offlineRevoke: 'You are offline. Signing out everywhere needs a connection.',
} as const;

/** The sign-in methods Firebase Auth reports for an account, by provider id, as the tab names them. */
export const SIGN_IN_METHOD_NAMES: Record<string, string> = {
  password: 'Email and password',
  'google.com': 'Google',
};

/** Failures the login form names the same way (spec §8): too many tries, no network. */
const SHARED_WITH_LOGIN = new Set(['auth/too-many-requests', 'auth/network-request-failed']);

/** What a failed password change says: a wrong current password, a refused new one, or the login words. */
export function changePasswordErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
    return SECURITY_MESSAGES.wrongCurrent;
  if (code === 'auth/weak-password') return WEAK_PASSWORD_MESSAGE;
  return (SHARED_WITH_LOGIN.has(code) && loginErrorMessage(error)) || SECURITY_MESSAGES.changeFailed;
}
