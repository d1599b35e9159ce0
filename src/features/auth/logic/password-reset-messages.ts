import { t } from '@lingui/core/macro';

import { authErrorCode } from './auth-error-code';
import { loginErrorMessage, weakPasswordMessage } from './validation';

export const PASSWORD_RESET_MESSAGES = {
  // The same words whether or not an account uses the address: no one learns who shops here.
  get sent() {
    return t`If an account uses this email address, a link to reset its password is on its way. Check your inbox.`;
  },
  get sendFailed() {
    return t`The reset link could not be sent. Please try again.`;
  },
  get linkUnusable() {
    return t`This reset link has expired or has already been used.`;
  },
  get resetFailed() {
    return t`Your password could not be changed. Please try again.`;
  },
  get done() {
    return t`Your password has been changed. You can now log in with it.`;
  },
};

/** Failures the login form names the same way (spec §8): a refused address, no network, too many tries. */
const SHARED_WITH_LOGIN = new Set([
  'auth/invalid-email',
  'auth/network-request-failed',
  'auth/too-many-requests',
]);

/** Why a code cannot reset a password any more: expired, used, or its account gone or disabled. */
const LINK_UNUSABLE = new Set([
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** What asking for a reset link says when it fails. */
export function sendResetErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (SHARED_WITH_LOGIN.has(code) && loginErrorMessage(error)) || PASSWORD_RESET_MESSAGES.sendFailed;
}

/** What checking a reset link, or setting the new password with it, says when it fails. */
export function resetErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (LINK_UNUSABLE.has(code)) return PASSWORD_RESET_MESSAGES.linkUnusable;
  if (code === 'auth/weak-password') return weakPasswordMessage();
  return (SHARED_WITH_LOGIN.has(code) && loginErrorMessage(error)) || PASSWORD_RESET_MESSAGES.resetFailed;
}

/** Whether the failure means the link is spent, so the shopper must ask for a new one. */
export const isLinkUnusable = (error: unknown) => LINK_UNUSABLE.has(authErrorCode(error));
