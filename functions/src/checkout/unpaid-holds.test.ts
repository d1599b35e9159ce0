import { describe, expect, it } from 'vitest';

import { HOLD_MS, UNPAID_WAIT_MS } from '../config';
import { unpaidWait, type PastCheckout } from './unpaid-holds';

const NOW = Date.UTC(2026, 11, 2, 12, 0, 0);
const MINUTE = 60_000;

/** A checkout started `minutesAgo` whose hold ended HOLD_MS later, closed `closedAfter` ms in. */
const checkout = (minutesAgo: number, closedAfter: number | null, status = 'expired'): PastCheckout => {
  const createdAtMs = NOW - minutesAgo * MINUTE;
  return {
    status,
    createdAtMs,
    holdExpiresAtMs: createdAtMs + HOLD_MS,
    expiredAtMs: closedAfter === null ? null : createdAtMs + closedAfter,
  };
};
/** Ran out: its payment page closed at its end (Stripe's expiry, two minutes before the hold's). */
const ranOut = (minutesAgo: number) => checkout(minutesAgo, HOLD_MS - 2 * MINUTE);

describe('an account whose checkouts keep running out unpaid', () => {
  it('waits half an hour after the third in a row ran out', () => {
    const third = ranOut(40);
    const wait = unpaidWait([third, ranOut(80), ranOut(120)], NOW);
    expect(wait).toBe((third.expiredAtMs ?? 0) + UNPAID_WAIT_MS - NOW);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(UNPAID_WAIT_MS);
  });

  it('may check out again once the half hour has passed', () => {
    expect(unpaidWait([ranOut(70), ranOut(110), ranOut(150)], NOW)).toBe(0);
  });

  it('is not slowed for checkouts it replaced or cancelled, or one it paid, in between', () => {
    const replaced = checkout(40, 5 * MINUTE);
    expect(unpaidWait([replaced, ranOut(80), ranOut(120)], NOW)).toBe(0);
    expect(unpaidWait([ranOut(40), checkout(80, null, 'paid'), ranOut(120)], NOW)).toBe(0);
    expect(unpaidWait([ranOut(40), ranOut(80)], NOW)).toBe(0);
  });

  it('forgets what ran out more than a day ago', () => {
    expect(unpaidWait([ranOut(40), ranOut(80), ranOut(25 * 60)], NOW)).toBe(0);
  });
});
