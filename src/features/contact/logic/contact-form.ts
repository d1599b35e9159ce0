import { isEmail } from '@/lib/validation';

export interface ContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export const EMPTY_CONTACT: ContactMessage = { name: '', phone: '', email: '', message: '' };

export const CONTACT_MESSAGES = {
  missing: 'Please provide all informations',
  invalidEmail: 'Invalid email!',
  sent: 'Email sent successfully!',
} as const;

/** Spec §5 Contact: name, email and message required; the email must look like one; phone unchecked. */
export function checkContact({ name, email, message }: ContactMessage): string | null {
  if (!name.trim() || !email.trim() || !message.trim()) return CONTACT_MESSAGES.missing;
  if (!isEmail(email.trim())) return CONTACT_MESSAGES.invalidEmail;
  return null;
}
