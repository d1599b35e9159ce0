import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';

import { formatPrice } from './format';
import { groupThousands, roundCents, toCents } from '@/domain/money';

/*
 * Money in dollars as the shop keeps it (a number, two decimals meant), in whole cents as Stripe
 * takes it, and as the shop shows it: for any amount.
 */

/** A whole number of cents, up to ten million dollars. */
const someCents = fc.integer({ min: 0, max: 1_000_000_000 });
/** Any amount of dollars up to ten million, sub-cent digits included. */
const anAmount = fc.double({ min: 0, max: 10_000_000, noNaN: true, noDefaultInfinity: true });

/** The amount a shown price reads as, in cents: "$1,299.99" → 129999. */
const shownCents = (shown: string) => Number(shown.replace(/[$,.]/g, ''));

describe('money', () => {
  test.prop([someCents])('an amount in whole cents goes to cents and back unchanged', (cents) => {
    expect(toCents(cents / 100)).toBe(cents);
    expect(roundCents(cents / 100)).toBe(cents / 100);
  });

  test.prop([anAmount])('rounds any amount to whole cents, to the nearest cent', (amount) => {
    const cents = toCents(amount);
    expect(Number.isInteger(cents)).toBe(true);
    // Half a cent, and the error of the amount's binary fraction.
    expect(Math.abs(cents - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
    expect(toCents(roundCents(amount))).toBe(cents);
  });

  test.prop([anAmount])('rounding to cents twice is rounding once', (amount) => {
    expect(roundCents(roundCents(amount))).toBe(roundCents(amount));
  });

  test.prop([someCents])('shows an amount in dollars with exactly its cents', (cents) => {
    const shown = formatPrice(cents / 100);
    expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(shownCents(shown)).toBe(cents);
  });

  // The shop writes these out itself (format.ts says why); they must read as en-US's Intl does.
  const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  /** Any amount of dollars either side of zero, sub-cent digits included (not -0, which Intl signs). */
  const aSignedAmount = fc
    .double({ min: -10_000_000, max: 10_000_000, noNaN: true, noDefaultInfinity: true })
    .filter((amount) => !Object.is(amount, -0));

  test.prop([aSignedAmount])('shows any amount exactly as en-US currency formatting does', (amount) => {
    expect(formatPrice(amount)).toBe(intlDollars.format(amount));
  });

  test.prop([fc.nat()])('groups the digits of a count as en-US does', (count) => {
    expect(groupThousands(String(count))).toBe(count.toLocaleString('en-US'));
  });
});
