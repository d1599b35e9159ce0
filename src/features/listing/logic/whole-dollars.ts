import { currentFormatLocale } from '@/lib/format';
import { groupThousands } from '@/domain/money';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A whole, non-negative number of dollars, as the price filter's bounds: 5000 → "$5,000", and as
 * the shopper's language writes dollars ("৫,০০০ US$", "5 000 $ US"). English is written out, as
 * lib/format.ts does, so the listing makes no Intl formatter of its own before it is live.
 */
export function formatWholeDollars(amount: number): string {
  const locale = currentFormatLocale();
  if (locale === 'en-US') return `$${groupThousands(Math.round(amount).toFixed(0))}`;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(amount);
}
