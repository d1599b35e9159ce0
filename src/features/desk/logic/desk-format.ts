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

/** The customer of an order, as the desk lists it. */
export const customerOf = (billing: { firstname: string; lastname: string; email: string }) =>
  `${billing.firstname} ${billing.lastname}`.trim() || billing.email || t`Unknown`;
