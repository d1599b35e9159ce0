import { splitLocalePath } from '@/lib/routes';

import { activateLocale } from './i18n';
import { hostLanguage, isLocale, matchLocale, SOURCE_LOCALE, type Locale } from './locales';

/** Where this device keeps the shopper's choice of language. */
export const LANGUAGE_KEY = 'eshop-language';

/** The language this device was set to, if the shopper chose one (a broken value is no choice). */
export function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The language a visit starts in: the one its address names (`/hi/…`, a link shared in Hindi),
 * else the shopper's choice on this device, else the browser's. An address at the root names no
 * language: English is the shop's root, not a choice.
 */
export function startingLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en';
  const addressed = splitLocalePath(location.pathname).locale;
  if (addressed !== SOURCE_LOCALE) return addressed;
  return (
    storedLocale() ?? matchLocale(navigator.languages.length ? navigator.languages : [navigator.language])
  );
}

type ChoiceListener = (locale: Locale) => void;
const listeners = new Set<ChoiceListener>();

/** Told of every choice the shopper makes on this device (the account keeps it too). */
export function onLocaleChosen(listener: ChoiceListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The cookie Firebase Hosting reads before `Accept-Language` to pick a page's language (its
 * `i18n` rewrites, firebase.json): the shopper's choice, so a page the host answers for an English
 * address is drawn in it, not in the browser's language.
 */
export const HOST_LANGUAGE_COOKIE = 'firebase-language-override';

function tellHost(locale: Locale) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${HOST_LANGUAGE_COOKIE}=${hostLanguage(locale)}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** Speaks `locale` from now on, on this device too (the account's choice, when signing in). */
export async function keepLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, full): the choice still holds for this visit.
  }
  tellHost(locale);
  await activateLocale(locale);
}

/** The shopper's choice: kept on this device, spoken at once, and told to the account. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await keepLocale(locale);
  for (const listener of listeners) listener(locale);
}
