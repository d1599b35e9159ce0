import { currentFormatLocale, formatDate } from '@/lib/format';

import type { ExchangeRates, LocalCurrency } from '@/domain/exchange-rates';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A dollar amount in `currency` at the day's rate, rounded to whole units (it is only a guide),
 * as the shopper's language writes that currency: 1000 → "৳১,২২,১০০", "₹84,600", "1 400 $ CA".
 */
export function approximatePrice(dollars: number, currency: LocalCurrency, rates: ExchangeRates): string {
  const locale = currentFormatLocale();
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format.format(Math.round(dollars * rates.rates[currency]));
}

/** The rates' day as the shopper's language writes it: "1 Dec", "১ ডিসে", "1 déc.". */
export const rateDay = (rates: ExchangeRates) =>
  formatDate(new Date(`${rates.day}T12:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** How many whole days before `now` the rates are of (0 on their own day, never negative). */
export const rateAgeDays = (rates: ExchangeRates, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(`${rates.day}T00:00:00Z`)) / 86_400_000));
