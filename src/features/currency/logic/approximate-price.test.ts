import { afterEach, describe, expect, it } from 'vitest';

import { setFormatLocale } from '@/lib/format';

import { approximatePrice, rateAgeDays, rateDay } from './approximate-price';
import type { ExchangeRates } from '@/domain/exchange-rates';

const RATES: ExchangeRates = { rates: { BDT: 122, INR: 84.6, GBP: 0.79, CAD: 1.4 }, day: '2026-12-01' };

afterEach(() => setFormatLocale('en-US'));

describe('approximatePrice', () => {
  it('converts at the rate and rounds to whole units, as the language writes the currency', () => {
    setFormatLocale('bn-BD');
    expect(approximatePrice(1000, 'BDT', RATES)).toBe('১,২২,০০০৳');
    setFormatLocale('hi-IN');
    expect(approximatePrice(1000, 'INR', RATES)).toBe('₹84,600');
    expect(approximatePrice(12345.67, 'INR', RATES)).toBe('₹10,44,444');
    setFormatLocale('fr-CA');
    expect(approximatePrice(999.99, 'CAD', RATES)).toBe('1\u00a0400\u00a0$');
    setFormatLocale('en-US');
    expect(approximatePrice(10, 'GBP', RATES)).toBe('£8');
  });
});

describe("the rates' day and age", () => {
  it("writes the rates' day in the shopper's language", () => {
    expect(rateDay(RATES)).toBe('Dec 1');
    setFormatLocale('fr-CA');
    expect(rateDay(RATES)).toBe('1 déc.');
    setFormatLocale('bn-BD');
    expect(rateDay(RATES)).toBe('১ ডিসে');
  });

  it('counts whole days since the rates’ day, never below zero', () => {
    expect(rateAgeDays(RATES, Date.parse('2026-12-01T23:59:00Z'))).toBe(0);
    expect(rateAgeDays(RATES, Date.parse('2026-12-02T08:00:00Z'))).toBe(1);
    expect(rateAgeDays(RATES, Date.parse('2026-12-09T00:00:00Z'))).toBe(8);
    expect(rateAgeDays(RATES, Date.parse('2026-11-30T00:00:00Z'))).toBe(0);
  });
});
