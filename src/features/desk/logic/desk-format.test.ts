import { describe, expect, it } from 'vitest';

import { customerOf, deskDay, deskTime, signedPercent } from './desk-format';

describe('deskTime', () => {
  it('gives the date and the minute', () => {
    // Built in local time, as the desk shows it.
    expect(deskTime(new Date(2026, 10, 20, 9, 30, 45).getTime())).toMatch(/^Nov 20, 2026, 9:30\sAM$/);
  });
});

describe('signedPercent', () => {
  it('signs a rise with a plus, a fall with a minus sign and no change with ±', () => {
    expect(signedPercent(0.12)).toBe('+12%');
    expect(signedPercent(-0.05)).toBe('\u22125%');
    expect(signedPercent(0)).toBe('±0%');
  });

  it('rounds to whole percentages, keeping the sign of the change', () => {
    expect(signedPercent(0.257)).toBe('+26%');
    expect(signedPercent(-1)).toBe('\u2212100%');
    expect(signedPercent(0.001)).toBe('+0%');
  });
});

describe('deskDay', () => {
  it('names a UTC day by its month and day, whatever the time zone', () => {
    expect(deskDay('2026-11-27')).toBe('Nov 27');
    expect(deskDay('2027-01-01')).toBe('Jan 1');
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
