export { activateLocale, activatePageWords, currentLocale, i18n, wholeWords } from './i18n';
export { chooseLocale, keepLocale, onLocaleChosen, startingLocale, storedLocale } from './language-choice';
export {
  FORMAT_LOCALES,
  hostLanguage,
  LOCALE_NAMES,
  LOCALES,
  SOURCE_LOCALE,
  isLocale,
  matchLocale,
  type Locale,
} from './locales';
export { Trans, useLingui, useLocale } from './react';
export { categoryLabel, countryLabel, tagLabel, typeLabel } from './catalog-words';
