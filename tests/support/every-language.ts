import { activateLocale, LOCALES, SOURCE_LOCALE } from '@/lib/i18n';

/**
 * Loads every language's catalog, then speaks English again. The catalogs are compiled from their
 * .po files as a test first imports them, which takes seconds on a loaded host: a file whose
 * tests switch languages calls this once, with a generous timeout, so that no test of its own
 * waits on the compiler.
 */
export async function loadEveryLanguage(): Promise<void> {
  for (const locale of LOCALES) await activateLocale(locale);
  await activateLocale(SOURCE_LOCALE);
}

/** The timeout for `loadEveryLanguage` in a `beforeAll`. */
export const LOADING_LANGUAGES_MS = 60_000;
