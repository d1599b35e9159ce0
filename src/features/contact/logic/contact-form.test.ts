import { describe, expect, it } from 'vitest';

import { checkContact, EMPTY_CONTACT } from './contact-form';

const filled = { name: 'Ana', phone: '', email: 'ana@example.com', message: 'Do you ship to Chile?' };

describe('checkContact', () => {
  it('asks for name, email and message, whatever the phone', () => {
    expect(checkContact(EMPTY_CONTACT)).toBe('Please provide all informations');
    expect(checkContact({ ...filled, message: '   ' })).toBe('Please provide all informations');
    expect(checkContact({ ...filled, name: '' })).toBe('Please provide all informations');
  });

  it('refuses an address that is not an email', () => {
    expect(checkContact({ ...filled, email: 'ana@' })).toBe('Invalid email!');
  });

  it('accepts a complete message without a phone', () => {
    expect(checkContact(filled)).toBeNull();
  });
});
