import { t } from '@lingui/core/macro';

import { authErrorCode } from './auth-error-code';
import { loginErrorMessage } from './validation';

export const EMAIL_VERIFICATION_MESSAGES = {
  get resent() {
    return t`A new link is on its way. Check your inbox.`;
  },
  get notYet() {
    return t`This address is not verified yet. Follow the link in the email, then try again.`;
  },
  get resendFailed() {
    return t`The link could not be sent. Please try again.`;
  },
  get checkFailed() {
    return t`Could not check right now. Please try again.`;
  },
};

/** What the banner says when sending the link, or checking, fails: the spec's words where it has them. */
export function verificationErrorMessage(error: unknown, fallback: string): string {
  const code = authErrorCode(error);
  const shared = code === 'auth/network-request-failed' || code === 'auth/too-many-requests';
  return (shared && loginErrorMessage(error)) || fallback;
}
