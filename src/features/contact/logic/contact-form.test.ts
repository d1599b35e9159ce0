import { describe, expect, it } from 'vitest';

import { checkContact, CONTACT_MESSAGES, EMPTY_CONTACT } from './contact-form';

const filled = { name: 'Ana', phone: '', email: 'ana@example.com', message: 'Do you ship to Chile?' };

describe('checkContact', () => {
  it('asks for name, email and message, whatever the phone', () => {
    expect(checkContact(EMPTY_CONTACT)).toBe('Please provide all informations');
    expect(checkContact({ ...filled, message: '   ' })).toBe('Please provide all informations');
    expect(checkContact({ ...filled, name: '' })).toBe('Please provide all informations');
    expect(checkContact({ ...filled, name: '  ' })).toBe('Please provide all informations');
    expect(checkContact({ ...filled, email: '   ' })).toBe('Please provide all informations');
  });

  it('refuses an address that is not an email', () => {
    expect(checkContact({ ...filled, email: 'ana@' })).toBe('Invalid email!');
  });

  it('accepts a complete message without a phone', () => {
    expect(checkContact(filled)).toBeNull();
    expect(checkContact({ ...filled, email: ' ana@example.com  ' })).toBeNull();
  });

  it('thanks the sender in the spec’s words', () => {
    expect(CONTACT_MESSAGES.sent).toBe('Email sent successfully!');
  });
});
