import { isEmail } from '@/lib/validation';

/** The newsletter's messages, exactly as spec §5 words them. */
export const NEWSLETTER_MESSAGES = {
  missing: 'Email is required!',
  invalid: 'Invalid email!',
  subscribed: 'Subscribed successfully!',
} as const;

/** The problem with a newsletter address, or null when it can be subscribed. */
export function newsletterEmailProblem(email: string): string | null {
  if (!email.trim()) return NEWSLETTER_MESSAGES.missing;
  if (!isEmail(email)) return NEWSLETTER_MESSAGES.invalid;
  return null;
}
