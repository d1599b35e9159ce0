import { readFileSync } from 'node:fs';

import linguiApi from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

import { localizedManifest, manifestWords } from './vite-localized-manifests';

const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8'));

describe('the localized web manifests', () => {
  it('have every word of the manifest in the catalogs (src/app/manifest-words.ts lists them)', async () => {
    const extracted = new Set();
    const file = 'src/app/manifest-words.ts';
    await linguiApi.extractor.extract(
      file,
      readFileSync(file, 'utf8'),
      (message) => extracted.add(message.message),
      { linguiConfig: getConfig({ skipValidation: true }) },
    );
    expect(manifestWords(manifest).filter((word) => !extracted.has(word))).toEqual([]);
  });

  it('write the name, description, shortcuts and screenshots in the language, and say which', () => {
    const localized = localizedManifest(manifest, 'fr-CA', (english) => `«${english}»`);
    expect(localized.lang).toBe('fr-CA');
    expect(localized.name).toBe(`«${manifest.name}»`);
    expect(localized.description).toBe(`«${manifest.description}»`);
    expect(localized.shortcuts.map((shortcut) => shortcut.name)).toEqual(
      manifest.shortcuts.map((shortcut) => `«${shortcut.name}»`),
    );
    expect(localized.shortcuts.map((shortcut) => shortcut.url)).toEqual(
      manifest.shortcuts.map((shortcut) => shortcut.url),
    );
    expect(localized.short_name).toBe(manifest.short_name);
    expect(localized.start_url).toBe(manifest.start_url);
  });
});
