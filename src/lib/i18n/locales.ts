/** The languages the shop speaks: English is the words in the code, the others are catalogs. */
export const LOCALES = ['en', 'bn', 'hi', 'fr-CA'] as const;

export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  bn: 'বাংলা',
  hi: 'हिन्दी',
  'fr-CA': 'Français (Canada)',
};

/** The locale Intl writes numbers, dates and dollars in for each language. */
export const FORMAT_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  bn: 'bn-BD',
  hi: 'hi-IN',
  'fr-CA': 'fr-CA',
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The shop's language for a browser's list of languages, in the browser's order: an exact match,
 * else the first language the shop speaks in any of its regions ("fr-FR" → Canadian French,
 * "bn-IN" → Bangla), else English.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = (code: string) => code.split('-', 1)[0]?.toLowerCase();
    const sameLanguage = LOCALES.find((locale) => language(locale) === language(tag));
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}

/** Each language's direction, which `<html dir>` follows (all four are written left to right). */
export const TEXT_DIRECTIONS: Record<Locale, 'ltr' | 'rtl'> = {
  en: 'ltr',
  bn: 'ltr',
  hi: 'ltr',
  'fr-CA': 'ltr',
};

/**
 * The language alone, without its region (`fr` of `fr-CA`): how Firebase Hosting names a
 * language, in its i18n folders (`fr_ALL`) and its language cookie.
 */
export const hostLanguage = (locale: Locale) => locale.split('-', 1)[0] ?? locale;
