// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { RATES_KEY, ratesReadRecently, storedRates, storeRates } from './stored-rates';

const RATES = { rates: { BDT: 122, INR: 84.6, GBP: 0.79, CAD: 1.4 }, day: '2026-12-01' };

describe("the device's copy of the rates", () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last rates for offline', () => {
    storeRates(RATES, Date.parse('2026-12-02T08:00:00Z'));
    expect(storedRates()).toEqual(RATES);
  });

  it('asks the shop again once the rates kept were read six hours ago or more', () => {
    const readAt = Date.parse('2026-12-02T08:00:00Z');
    expect(ratesReadRecently(readAt)).toBe(false);
    storeRates(RATES, readAt);
    expect(ratesReadRecently(readAt + 60_000)).toBe(true);
    expect(ratesReadRecently(readAt + 6 * 60 * 60 * 1000)).toBe(false);
    expect(ratesReadRecently(readAt - 60_000)).toBe(false);
  });

  it('drops a broken copy instead of showing a wrong amount', () => {
    localStorage.setItem(RATES_KEY, '{"rates":{"BDT":"lots"},"day":"2026-12-01"}');
    expect(storedRates()).toBeNull();
    expect(localStorage.getItem(RATES_KEY)).toBeNull();
    localStorage.setItem(RATES_KEY, 'not json');
    expect(storedRates()).toBeNull();
  });
});
