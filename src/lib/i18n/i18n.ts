import { i18n, type Messages } from '@lingui/core';

import { setFormatLocale } from '@/lib/format';

import { FORMAT_LOCALES, SOURCE_LOCALE, TEXT_DIRECTIONS, isLocale, type Locale } from './locales';

export { i18n };

// Every message reaches i18n._ compiled: the build compiles the catalogs, and the English source
// in each call (scripts/vite-lingui-macro.ts). A string that still arrives is plain text.
i18n.setMessagesCompiler((message) => [message]);
i18n.loadAndActivate({ locale: SOURCE_LOCALE, locales: [FORMAT_LOCALES.en], messages: {} });

/** The compiled catalog of each language but English (whose words are in the code). */
const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  bn: () => import('@/locales/bn.po'),
  hi: () => import('@/locales/hi.po'),
  'fr-CA': () => import('@/locales/fr-CA.po'),
};

/** The languages whose whole catalog is loaded. */
const loaded = new Set<Locale>([SOURCE_LOCALE]);

/**
 * The language spoken with a prerendered page's first words alone (activatePageWords), until its
 * whole catalog is loaded; null when the language spoken has all its words.
 */
let partly: Exclude<Locale, 'en'> | null = null;
let whole: Promise<void> | null = null;

/** The language the shop speaks now. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);

/**
 * Marks the document as written in `locale`, for screen readers, hyphenation and fonts, and links
 * the web manifest in that language (the build writes one per language), which the browser reads
 * as the shop is installed.
 */
function markDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = TEXT_DIRECTIONS[locale];
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest)
    manifest.href = locale === SOURCE_LOCALE ? '/manifest.webmanifest' : `/manifest-${locale}.webmanifest`;
}

/**
 * Speaks `locale` from now on: its catalog is fetched if it is not here yet (it is precached, so
 * this works offline once the shop has been opened), then every part of the page that reads a
 * message draws itself again, keeping its state.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  // Already spoken (English on most first visits): nothing to draw again.
  if (locale === currentLocale()) {
    markDocument(locale);
    return;
  }
  if (locale !== 'en' && !loaded.has(locale)) {
    const { messages } = await CATALOGS[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  speak(locale);
  if (partly !== locale) partly = null;
}

function speak(locale: Locale) {
  setFormatLocale(FORMAT_LOCALES[locale]);
  i18n.activate(locale, [FORMAT_LOCALES[locale]]);
  markDocument(locale);
}

/**
 * Speaks `locale` with `words`, the translations of the messages in the chunks a page drawn in it
 * loads first (the build writes them beside the page: scripts/vite-page-words.ts), a few kB where
 * the whole catalog is about 20. The rest are loaded when a later chunk asks (wholeWords). Words
 * that cannot be fetched give way to the whole catalog.
 */
export async function activatePageWords(
  locale: Locale,
  words: Promise<{ messages: Messages }>,
): Promise<void> {
  if (locale === 'en' || loaded.has(locale)) return activateLocale(locale);
  try {
    i18n.load(locale, (await words).messages);
  } catch {
    return activateLocale(locale);
  }
  partly = locale;
  speak(locale);
}

/**
 * Resolves once the language spoken has its whole catalog, loading it if the page went live with
 * its first words alone: a chunk loaded after the page's first (a page opened later, a part drawn
 * near the screen, the live session) waits for it before it draws (src/lib/lazy-loaded.ts), so
 * none of its messages shows in English first. Rejects if the catalog cannot be fetched; the next
 * call tries again.
 */
export function wholeWords(): Promise<void> {
  const locale = partly;
  if (locale === null) return Promise.resolve();
  whole ??= CATALOGS[locale]().then(
    ({ messages }) => {
      i18n.load(locale, messages);
      loaded.add(locale);
      if (partly === locale) partly = null;
      whole = null;
    },
    (error: unknown) => {
      whole = null;
      throw error;
    },
  );
  return whole;
}
