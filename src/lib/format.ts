import { formatUsd, groupThousands } from '@/domain/money';

// English is written out (domain/money.ts) rather than with Intl.NumberFormat: the first Intl formatter a page makes
// loads the browser's locale data, 10 ms of the first script's evaluation on a first visit, and
// every prerendered page is drawn in English. The other languages' formats are Intl's, made once
// each.

/** The locale numbers and prices are written in (lib/i18n sets it with the shop's language). */
let formatLocale = 'en-US';

/** Numbers, prices and dates are written as `locale` writes them from now on. */
export const setFormatLocale = (locale: string) => {
  formatLocale = locale;
};

/** The locale numbers and prices are written in now. */
export const currentFormatLocale = () => formatLocale;

const formats = new Map<string, Intl.NumberFormat>();
const numberFormat = (kind: 'price' | 'number') => {
  const key = `${kind} ${formatLocale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      formatLocale,
      kind === 'price' ? { style: 'currency', currency: 'USD' } : { maximumFractionDigits: 2 },
    );
    formats.set(key, format);
  }
  return format;
};

/**
 * Prices are shown in US dollars with two decimals (spec §1): 1299.5 → "$1,299.50", and as the
 * shopper's language writes dollars ("US$ ১,২৯৯.৫০", "1 299,50 $ US").
 */
export const formatPrice = (amount: number) =>
  formatLocale === 'en-US' ? formatUsd(amount) : numberFormat('price').format(amount);

/** A count or quantity as the shopper's language writes it: 1234 → "1,234", "১,২৩৪", "1 234". */
export const formatNumber = (value: number) =>
  formatLocale === 'en-US' ? groupThousands(String(value)) : numberFormat('number').format(value);

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date or time as the shopper's language writes it: "Dec 2, 2026", "২ ডিসে, ২০২৬", "2 déc. 2026". */
export const formatDate = (at: number | Date, options: Intl.DateTimeFormatOptions) => {
  const key = `${formatLocale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale, options);
    dateFormats.set(key, format);
  }
  return format.format(at);
};
