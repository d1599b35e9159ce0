import { describe, expect, it } from 'vitest';

import { matchLocale } from './locales';

describe('matchLocale', () => {
  it("takes the first of the browser's languages the shop speaks, in the browser's order", () => {
    expect(matchLocale(['hi-IN', 'en-US'])).toBe('hi');
    expect(matchLocale(['de-DE', 'bn-BD', 'en'])).toBe('bn');
    expect(matchLocale(['en-GB', 'hi'])).toBe('en');
  });

  it('speaks Canadian French to every French, and Bangla to Bangla of India', () => {
    expect(matchLocale(['fr-CA'])).toBe('fr-CA');
    expect(matchLocale(['fr-FR'])).toBe('fr-CA');
    expect(matchLocale(['fr'])).toBe('fr-CA');
    expect(matchLocale(['bn-IN'])).toBe('bn');
  });

  it('ignores the case of a tag, and falls back to English', () => {
    expect(matchLocale(['FR-ca'])).toBe('fr-CA');
    expect(matchLocale(['ja-JP', 'de'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });
});
