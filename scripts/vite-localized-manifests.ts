// Vite plugin: writes the web manifest once per language the shop speaks besides English
// (`manifest-bn.webmanifest`, …): its name, description, shortcuts' names and screenshots' labels
// from the language's catalog (src/locales), with `lang` and `dir`. The page links the one of the
// shopper's language (src/lib/i18n/i18n.ts). See docs/architecture.md, "Languages".
import { readFileSync } from 'node:fs';

import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';

interface Manifest {
  name?: string;
  description?: string;
  lang?: string;
  dir?: string;
  shortcuts?: { name: string }[];
  screenshots?: { label?: string }[];
}

/** The manifest's words a shopper reads: what src/app/manifest-words.ts lists. */
export const manifestWords = (manifest: Manifest): string[] =>
  [
    manifest.name,
    manifest.description,
    ...(manifest.shortcuts ?? []).map((shortcut) => shortcut.name),
    ...(manifest.screenshots ?? []).map((screenshot) => screenshot.label),
  ].filter((word): word is string => Boolean(word));

/** The manifest with its words in another language (a word without a translation stays English). */
export function localizedManifest(
  manifest: Manifest,
  locale: string,
  translate: (english: string) => string,
) {
  return {
    ...manifest,
    lang: locale,
    dir: 'ltr',
    ...(manifest.name ? { name: translate(manifest.name) } : {}),
    ...(manifest.description ? { description: translate(manifest.description) } : {}),
    ...(manifest.shortcuts
      ? { shortcuts: manifest.shortcuts.map((shortcut) => ({ ...shortcut, name: translate(shortcut.name) })) }
      : {}),
    ...(manifest.screenshots
      ? {
          screenshots: manifest.screenshots.map((screenshot) =>
            screenshot.label ? { ...screenshot, label: translate(screenshot.label) } : screenshot,
          ),
        }
      : {}),
  };
}

export function localizedManifests(manifest: Manifest, locales: readonly string[]): Plugin {
  const po = formatter({ lineNumbers: false });
  return {
    name: 'eshop:localized-manifests',
    apply: 'build',
    async generateBundle() {
      for (const locale of locales) {
        const filename = `src/locales/${locale}.po`;
        const catalog = await po.parse(readFileSync(filename, 'utf8'), {
          locale,
          sourceLocale: 'en',
          filename,
        });
        const translations = new Map(
          Object.values(catalog).map((entry) => [
            entry.message ?? '',
            entry.translation || entry.message || '',
          ]),
        );
        const translate = (english: string) => translations.get(english) || english;
        this.emitFile({
          type: 'asset',
          fileName: `manifest-${locale}.webmanifest`,
          source: JSON.stringify(localizedManifest(manifest, locale, translate)),
        });
      }
    },
  };
}
