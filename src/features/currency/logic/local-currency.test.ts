import { describe, expect, it } from 'vitest';

import { localCurrency } from './local-currency';

describe('localCurrency', () => {
  it("follows the profile's country, where the shopper lives and pays", () => {
    expect(localCurrency('auto', 'en', 'UK')).toBe('GBP');
    expect(localCurrency('auto', 'en', 'Canada')).toBe('CAD');
    expect(localCurrency('auto', 'hi', 'Bangladesh')).toBe('BDT');
    expect(localCurrency('auto', 'bn', 'India')).toBe('INR');
  });

  it('shows dollars alone in the USA, whatever the language', () => {
    expect(localCurrency('auto', 'bn', 'USA')).toBeNull();
    expect(localCurrency('auto', 'fr-CA', 'USA')).toBeNull();
  });

  it("follows the language when the profile has no country (or one the shop doesn't know)", () => {
    expect(localCurrency('auto', 'bn')).toBe('BDT');
    expect(localCurrency('auto', 'hi', '')).toBe('INR');
    expect(localCurrency('auto', 'fr-CA', 'Atlantis')).toBe('CAD');
    expect(localCurrency('auto', 'en')).toBeNull();
  });

  it('takes the currency the shopper set, or none when switched off', () => {
    expect(localCurrency('GBP', 'bn', 'Bangladesh')).toBe('GBP');
    expect(localCurrency('off', 'bn', 'Bangladesh')).toBeNull();
  });
});
