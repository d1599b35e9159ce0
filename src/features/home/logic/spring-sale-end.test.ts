import { describe, expect, it } from 'vitest';

import { SPRING_SALE_INITIAL_END } from '@/lib/constants';

import { RENEWAL_STEP_MS, renewSaleEnd, resolveSaleEnd, timeLeft } from './spring-sale-end';

const at = (iso: string) => Date.parse(iso);
const initialEnd = at(SPRING_SALE_INITIAL_END);

describe('renewSaleEnd', () => {
  it('keeps an end date that is still in the future', () => {
    expect(renewSaleEnd(at('2026-12-01T00:00:00Z'), at('2026-11-22T00:00:00Z'))).toBe(
      at('2026-12-01T00:00:00Z'),
    );
  });

  it('moves a passed end date forward by one 20-day step when one is enough', () => {
    expect(renewSaleEnd(at('2026-11-20T12:00:00Z'), at('2026-11-22T10:00:00Z'))).toBe(
      at('2026-12-10T12:00:00Z'),
    );
  });

  it('moves a long-passed end date forward in whole 20-day steps until it is in the future', () => {
    const now = at('2026-11-22T10:00:00Z');
    const renewed = renewSaleEnd(initialEnd, now);
    expect(renewed).toBeGreaterThan(now);
    expect(renewed - now).toBeLessThanOrEqual(RENEWAL_STEP_MS);
    expect((renewed - initialEnd) % RENEWAL_STEP_MS).toBe(0);
  });

  it('treats an end date equal to now as passed', () => {
    const now = at('2026-11-22T10:00:00Z');
    expect(renewSaleEnd(now, now)).toBe(now + RENEWAL_STEP_MS);
  });
});

describe('resolveSaleEnd', () => {
  const now = at('2026-11-22T10:00:00Z');

  it('starts from the initial end date in September 2025 when nothing is stored', () => {
    expect(SPRING_SALE_INITIAL_END.startsWith('2025-09')).toBe(true);
    expect(resolveSaleEnd(null, now)).toBe(renewSaleEnd(initialEnd, now));
  });

  it('uses the initial end date as is while it is still ahead', () => {
    expect(resolveSaleEnd(null, at('2025-09-01T00:00:00Z'))).toBe(initialEnd);
  });

  it('reads a stored end date and renews it when passed', () => {
    expect(resolveSaleEnd('2026-11-20T12:00:00.000Z', now)).toBe(at('2026-12-10T12:00:00Z'));
    expect(resolveSaleEnd('2026-11-30T12:00:00.000Z', now)).toBe(at('2026-11-30T12:00:00Z'));
  });

  it('recovers from a corrupt stored value', () => {
    expect(resolveSaleEnd('not a date', now)).toBe(renewSaleEnd(initialEnd, now));
    expect(resolveSaleEnd('', now)).toBe(renewSaleEnd(initialEnd, now));
  });

  it('keeps a stored date exactly one renewal step ahead', () => {
    expect(resolveSaleEnd(new Date(now + RENEWAL_STEP_MS).toISOString(), now)).toBe(now + RENEWAL_STEP_MS);
  });

  it('recovers from a stored date further ahead than one renewal step', () => {
    expect(resolveSaleEnd('9999-01-01T00:00:00Z', now)).toBe(renewSaleEnd(initialEnd, now));
  });
});

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = at('2026-11-22T10:00:10Z');
    expect(timeLeft(at('2026-12-10T12:00:00Z'), now)).toEqual({
      days: 18,
      hours: 1,
      minutes: 59,
      seconds: 50,
    });
  });

  it('never goes below zero', () => {
    expect(timeLeft(0, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
