import { describe, expect, it } from 'vitest';

import { customerOf, deskTime } from './desk-format';

describe('deskTime', () => {
  it('gives the date and the minute', () => {
    // Built in local time, as the desk shows it.
    expect(deskTime(new Date(2026, 10, 20, 9, 30, 45).getTime())).toMatch(/^Nov 20, 2026, 9:30\sAM$/);
  });
});

describe('customerOf', () => {
  const billing = { firstname: 'Nia', lastname: 'Newcomer', email: 'nia@eshop.test' };

  it('names the customer by first and last name', () => {
    expect(customerOf(billing)).toBe('Nia Newcomer');
    expect(customerOf({ ...billing, lastname: '' })).toBe('Nia');
  });

  it('falls back to the email without a name, then to Unknown', () => {
    expect(customerOf({ ...billing, firstname: '', lastname: '' })).toBe('nia@eshop.test');
    expect(customerOf({ firstname: '', lastname: '', email: '' })).toBe('Unknown');
  });
});
