import { t } from '@lingui/core/macro';

import { authErrorCode } from './auth-error-code';
import { loginErrorMessage, weakPasswordMessage } from './validation';

/** What the app says when a session ends without this tab asking (sign out everywhere, another tab). */
export const SESSION_MESSAGES = {
  get ended() {
    return t`You have been signed out. Please log in again.`;
  },
};

/** What the dashboard's Security tab says. */
export const SECURITY_MESSAGES = {
  get missingCurrent() {
    return t`Please enter your current password.`;
  },
  get wrongCurrent() {
    return t`Your current password is not correct.`;
  },
  get samePassword() {
    return t`Your new password must differ from your current one.`;
  },
  get changed() {
    return t`Your password has been changed. You stay signed in here; any other device must log in again.`;
  },
  get changedNotEverywhere() {
    return t`Your password has been changed, but your other devices may stay signed in for up to an hour. Use Sign out everywhere to end their sessions now.`;
  },
  get changeFailed() {
    return t`Your password could not be changed. Please try again.`;
  },
  get googleOnly() {
    return t`You sign in with Google, so this shop keeps no password for you. Your Google account’s own security settings apply.`;
  },
  get revokeFailed() {
    return t`You could not be signed out everywhere. Please try again.`;
  },
  get offlineChange() {
    return t`You are offline. Changing your password needs a connection.`;
  },
  get offlineRevoke() {
    return t`You are offline. Signing out everywhere needs a connection.`;
  },
};

/** The sign-in methods Firebase Auth reports for an account, by provider id, as the tab names them. */
export const SIGN_IN_METHOD_NAMES: Record<string, string> = {
  get password() {
    return t`Email and password`;
  },
  // The provider's own name, the same in every language.
  'google.com': 'Google',
};

/** Failures the login form names the same way (spec §8): too many tries, no network. */
const SHARED_WITH_LOGIN = new Set(['auth/too-many-requests', 'auth/network-request-failed']);

/** What a failed password change says: a wrong current password, a refused new one, or the login words. */
export function changePasswordErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code === 'auth/wrong-password' || code === 'auth/invalid-credential')
    return SECURITY_MESSAGES.wrongCurrent;
  if (code === 'auth/weak-password') return weakPasswordMessage();
  return (SHARED_WITH_LOGIN.has(code) && loginErrorMessage(error)) || SECURITY_MESSAGES.changeFailed;
}
