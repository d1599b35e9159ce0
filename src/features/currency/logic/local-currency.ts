import type { Locale } from '@/lib/i18n';

import type { LocalCurrency } from '@/domain/exchange-rates';

/** The shopper's setting: from their language and country, none, or one currency. */
export type CurrencySetting = 'auto' | 'off' | LocalCurrency;

const BY_COUNTRY: Record<string, LocalCurrency | null> = {
  Bangladesh: 'BDT',
  India: 'INR',
  UK: 'GBP',
  Canada: 'CAD',
  USA: null,
};

const BY_LANGUAGE: Record<Locale, LocalCurrency | null> = { en: null, bn: 'BDT', hi: 'INR', 'fr-CA': 'CAD' };

/**
 * The currency of the approximate price beside the dollars, or null for none: the one set, else
 * the profile's country's (where the shopper lives and pays), else the language's. A shopper in
 * the USA, or writing English with no country, sees dollars alone.
 */
export function localCurrency(
  setting: CurrencySetting,
  locale: Locale,
  country?: string,
): LocalCurrency | null {
  if (setting === 'off') return null;
  if (setting !== 'auto') return setting;
  if (country && country in BY_COUNTRY) return BY_COUNTRY[country] ?? null;
  return BY_LANGUAGE[locale];
}
