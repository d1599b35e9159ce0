import { afterEach, describe, expect, it } from 'vitest';

import { FORMAT_LOCALES } from '@/lib/i18n/locales';

import { formatNumber, formatPrice, setFormatLocale } from './format';
import { groupThousands, roundCents, toCents } from '@/domain/money';

describe('formatPrice', () => {
  it('shows dollars with two decimals and the thousands grouped', () => {
    expect(formatPrice(1299.5)).toBe('$1,299.50');
    expect(formatPrice(1_234_567.891)).toBe('$1,234,567.89');
    expect(formatPrice(999.99)).toBe('$999.99');
  });

  it('shows zero without a sign', () => {
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('shows a negative amount with its minus before the dollar sign', () => {
    expect(formatPrice(-1299.5)).toBe('-$1,299.50');
    expect(formatPrice(-0.01)).toBe('-$0.01');
  });
});

describe('formatPrice and formatNumber in the shopper’s language', () => {
  afterEach(() => setFormatLocale(FORMAT_LOCALES.en));

  it('write dollars as Bangla does: Bengali digits, lakh grouping, and US$ so they are not taka', () => {
    setFormatLocale(FORMAT_LOCALES.bn);
    const price = formatPrice(1_234_567.5);
    expect(price).toContain('১২,৩৪,৫৬৭.৫০');
    expect(price).toContain('US$');
    expect(formatNumber(1_234_567)).toBe('১২,৩৪,৫৬৭');
  });

  it('write dollars as Hindi does: lakh grouping, Latin digits', () => {
    setFormatLocale(FORMAT_LOCALES.hi);
    expect(formatPrice(1_234_567.5)).toBe('$12,34,567.50');
    expect(formatNumber(1_234_567)).toBe('12,34,567');
  });

  it('write dollars as Canadian French does: a comma for cents, and $ US so they are not Canadian', () => {
    setFormatLocale(FORMAT_LOCALES['fr-CA']);
    const price = formatPrice(1_234_567.5);
    // Intl puts narrow no-break spaces between the groups and before the sign.
    expect(price.replace(/\s/g, ' ')).toBe('1 234 567,50 $ US');
    expect(formatNumber(1_234_567).replace(/\s/g, ' ')).toBe('1 234 567');
  });
});

describe('groupThousands', () => {
  it('puts a comma before every three whole digits, counted from the point', () => {
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('1234567.5')).toBe('1,234,567.5');
    expect(groupThousands('1000.25')).toBe('1,000.25');
  });

  it('leaves three digits or fewer as they are', () => {
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('12.50')).toBe('12.50');
    expect(groupThousands('0')).toBe('0');
  });
});

describe('cents', () => {
  it('turns dollars into whole cents, as Stripe takes them', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds dollars to the nearest cent', () => {
    expect(roundCents(1.234)).toBe(1.23);
    expect(roundCents(19.999)).toBe(20);
  });
});
