import { t } from '@lingui/core/macro';

import { isEmail } from '@/domain/validation';

/** The newsletter's messages, exactly as spec §5 words them. */
export const NEWSLETTER_MESSAGES = {
  get missing() {
    return t`Email is required!`;
  },
  get invalid() {
    return t`Invalid email!`;
  },
  get subscribed() {
    return t`Subscribed successfully!`;
  },
};

/** The problem with a newsletter address, or null when it can be subscribed. */
export function newsletterEmailProblem(email: string): string | null {
  if (!email.trim()) return NEWSLETTER_MESSAGES.missing;
  if (!isEmail(email)) return NEWSLETTER_MESSAGES.invalid;
  return null;
}
