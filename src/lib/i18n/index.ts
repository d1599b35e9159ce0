export { activateLocale, currentLocale, i18n } from './i18n';
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
