import { afterEach, describe, expect, it } from 'vitest';

import { setFormatLocale } from '@/lib/format';

import { savedAtLabel } from './saved-at';

/** The label with Intl's narrow no-break spaces as plain ones. */
const label = (savedAt: number, now: number) => savedAtLabel(savedAt, now).replace(/\s/g, ' ');

describe('savedAtLabel', () => {
  const now = new Date(2026, 10, 24, 15, 30).getTime();
  afterEach(() => setFormatLocale('en-US'));

  it('gives the time alone for a moment earlier today', () => {
    expect(label(new Date(2026, 10, 24, 10, 42).getTime(), now)).toBe('10:42 AM');
  });

  it('adds the day for an earlier day', () => {
    expect(label(new Date(2026, 10, 23, 9, 5).getTime(), now)).toBe('Nov 23, 9:05 AM');
  });

  it("writes the date and time as the shopper's language does", () => {
    setFormatLocale('fr-CA');
    expect(label(new Date(2026, 10, 23, 9, 5).getTime(), now)).toBe('23 nov., 9 h 05');
  });
});
