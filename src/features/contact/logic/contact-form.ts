import { t } from '@lingui/core/macro';

import { isEmail } from '@/domain/validation';

export interface ContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export const EMPTY_CONTACT: ContactMessage = { name: '', phone: '', email: '', message: '' };

/** The spec's words (§5, §8) as they are, typos included, read in the shopper's language when shown. */
export const CONTACT_MESSAGES = {
  get missing() {
    return t`Please provide all informations`;
  },
  get invalidEmail() {
    return t`Invalid email!`;
  },
  get sent() {
    return t`Email sent successfully!`;
  },
};

/** Spec §5 Contact: name, email and message required; the email must look like one; phone unchecked. */
export function checkContact({ name, email, message }: ContactMessage): string | null {
  if (!name.trim() || !email.trim() || !message.trim()) return CONTACT_MESSAGES.missing;
  if (!isEmail(email.trim())) return CONTACT_MESSAGES.invalidEmail;
  return null;
}
