import { t } from '@lingui/core/macro';

import { currentFormatLocale, formatDate } from '@/lib/format';

/** Times on the desk: the date and the minute, as the operator's language writes them. */
export const deskTime = (at: number) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A fraction as a whole percentage in the operator's language: 0.257 → "26%" ("26 %" in French). */
export function deskPercent(fraction: number): string {
  const locale = currentFormatLocale();
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  return format.format(Math.round(fraction * 100) / 100);
}

/**
 * A change as a signed whole percentage, the way the desk compares periods: 0.12 → "+12%",
 * -0.05 → "−5%" (a minus sign, not a hyphen), 0 → "±0%".
 */
export function signedPercent(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${deskPercent(Math.abs(change))}`;
}

/** A day of the totals (YYYY-MM-DD, a UTC day) as the desk's chart table names it: "Nov 27". */
export const deskDay = (day: string) =>
  formatDate(Date.parse(`${day}T12:00:00Z`), { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The customer of an order, as the desk lists it. */
export const customerOf = (billing: { firstname: string; lastname: string; email: string }) =>
  `${billing.firstname} ${billing.lastname}`.trim() || billing.email || t`Unknown`;
