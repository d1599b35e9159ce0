// English is written out rather than with Intl.NumberFormat: the first Intl formatter a page makes
// loads the browser's locale data, 10 ms of the first script's evaluation on a first visit, and
// every prerendered page is drawn in English. The other languages' formats are Intl's, made once
// each. The functions import this module too: it imports nothing, and the server writes en-US.

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

/** A number's whole digits grouped in threes, as en-US writes them: "1234567.5" → "1,234,567.5". */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Prices are shown in US dollars with two decimals (spec §1): 1299.5 → "$1,299.50", and as the
 * shopper's language writes dollars ("US$ ১,২৯৯.৫০", "1 299,50 $ US").
 */
export const formatPrice = (amount: number) =>
  formatLocale === 'en-US'
    ? (amount < 0 ? '-$' : '$') + groupThousands(Math.abs(amount).toFixed(2))
    : numberFormat('price').format(amount);

/** A count or quantity as the shopper's language writes it: 1234 → "1,234", "১,২৩৪", "1 234". */
export const formatNumber = (value: number) =>
  formatLocale === 'en-US' ? groupThousands(String(value)) : numberFormat('number').format(value);

/** An amount of dollars in whole cents, as Stripe takes it: 19.99 → 1999. */
export const toCents = (amount: number) => Math.round(amount * 100);

/** Rounds an amount of dollars to whole cents. */
export const roundCents = (amount: number) => toCents(amount) / 100;

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
