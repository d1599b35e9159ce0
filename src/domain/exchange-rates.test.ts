import { describe, expect, it } from 'vitest';

import { parseRates } from './exchange-rates';

const RATES = { BDT: 122.1, INR: 84.5, GBP: 0.79, CAD: 1.4 };

describe('parseRates', () => {
  it('reads a dated answer in US dollars', () => {
    expect(parseRates({ base: 'USD', date: '2026-12-01', rates: { ...RATES, EUR: 0.9 } })).toEqual({
      rates: RATES,
      day: '2026-12-01',
    });
  });

  it('reads an answer dated by its last update', () => {
    const at = Date.UTC(2026, 11, 1, 0, 2) / 1000;
    expect(parseRates({ base_code: 'USD', time_last_update_unix: at, rates: RATES })?.day).toBe('2026-12-01');
  });

  it('refuses another base, a missing currency, a rate that is not a positive number, or no date', () => {
    expect(parseRates({ base: 'EUR', date: '2026-12-01', rates: RATES })).toBeNull();
    expect(parseRates({ base: 'USD', date: '2026-12-01', rates: { ...RATES, BDT: undefined } })).toBeNull();
    expect(parseRates({ base: 'USD', date: '2026-12-01', rates: { ...RATES, INR: 0 } })).toBeNull();
    expect(parseRates({ base: 'USD', date: '2026-12-01', rates: { ...RATES, GBP: '0.79' } })).toBeNull();
    expect(parseRates({ base: 'USD', rates: RATES })).toBeNull();
    expect(parseRates('rates')).toBeNull();
  });
});
