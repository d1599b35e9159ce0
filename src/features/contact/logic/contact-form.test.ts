import { describe, expect, it } from 'vitest';

import { checkContact, CONTACT_MESSAGES, EMPTY_CONTACT } from './contact-form';

const filled = { name: 'Ana', phone: '', email: 'ana@example.com', message: 'Do you ship to Chile?' };

describe('checkContact', () => {
  it('asks for name, email and message, whatever the phone', () => {
    expect(checkContact(EMPTY_CONTACT)).toBe(CONTACT_MESSAGES.missing);
    expect(checkContact({ ...filled, message: '   ' })).toBe(CONTACT_MESSAGES.missing);
    expect(checkContact({ ...filled, name: '' })).toBe(CONTACT_MESSAGES.missing);
  });

  it('refuses an address that is not an email', () => {
    expect(checkContact({ ...filled, email: 'ana@' })).toBe(CONTACT_MESSAGES.invalidEmail);
  });

  it('accepts a complete message without a phone', () => {
    expect(checkContact(filled)).toBeNull();
  });
});
