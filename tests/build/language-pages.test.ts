// Each language's prerendered pages at their own address (src/lib/routes.ts), read from `dist/`
// as the emulator build left it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { DIST, eagerAssets } from '../support/built-site';

const productFile = readdirSync(join(DIST, 'product-details'))[0] ?? '';
const productPath = `/product-details/${productFile.replace(/\.html$/, '')}`;
const html = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** The page's `<link>` elements of `rel`, as `{ hreflang: href }` (or `{ '': href }`). */
function links(page: string, rel: 'canonical' | 'alternate'): Record<string, string> {
  const found = [
    ...html(page).matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, 'g')),
  ];
  return Object.fromEntries(found.map(([, lang = '', href = '']) => [lang, new URL(href).pathname]));
}

const ADDRESSES = {
  '/': { en: '/', bn: '/bn', hi: '/hi', 'fr-CA': '/fr-ca' },
  '/products': { en: '/products', bn: '/bn/products', hi: '/hi/products', 'fr-CA': '/fr-ca/products' },
  [productPath]: {
    en: productPath,
    bn: `/bn${productPath}`,
    hi: `/hi${productPath}`,
    'fr-CA': `/fr-ca${productPath}`,
  },
};

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

describe("each language's prerendered pages", () => {
  it.each(Object.entries(ADDRESSES))('%s is drawn in every language at its own address', (_, addresses) => {
    for (const [lang, path] of Object.entries(addresses)) {
      const page = fileOf(path);
      expect(existsSync(join(DIST, page)), page).toBe(true);
      expect(html(page), page).toMatch(new RegExp(`<html lang="${lang}" dir="ltr"[ >]`));
      expect(links(page, 'canonical'), page).toEqual({ '': path });
      expect(links(page, 'alternate'), page).toEqual({ ...addresses, 'x-default': addresses.en });
      expect(html(page), page).toContain(`"path":"${path}"`);
    }
  });

  it('writes the page, its title, description and noscript note in its language', () => {
    const hindi = html('hi/products.html');
    expect(hindi).toMatch(/<title>प्रोडक्ट \| E-Shop<\/title>/);
    expect(hindi).toMatch(/content="E-Shop: कंप्यूटर/);
    expect(hindi).toMatch(/<noscript>[^<]*JavaScript[^<]*<\/noscript>/);
    expect(hindi).not.toContain('need JavaScript');
    expect(html('bn.html')).toContain('"manifest":"/manifest-bn.webmanifest"');
    expect(html('fr-ca/products.html')).toContain('"manifest":"/manifest-fr-CA.webmanifest"');
    expect(html('products.html')).toContain('"manifest":"/manifest.webmanifest"');
  });

  it.each(['hi/products.html', `bn${productPath}.html`, 'fr-ca.html'])(
    '%s preloads the translations of every message its first chunks hold, not the whole catalog',
    async (page) => {
      const words = /<html [^>]*data-words="\/([^"]+)"/.exec(html(page))?.[1] ?? '';
      const locale = /^assets\/words-(bn|hi|fr-CA)-/.exec(words)?.[1] ?? '';
      const assets = eagerAssets(page);
      expect(assets).toContain(words);
      expect(assets.some((file) => new RegExp(`^assets/${locale}-`).test(file))).toBe(false);

      const load = async (file: string) =>
        ((await import(pathToFileURL(join(DIST, file)).href)) as { messages: Record<string, unknown> })
          .messages;
      const catalogFile = readdirSync(join(DIST, 'assets')).find((file) =>
        new RegExp(`^${locale}-[\\w-]+\\.js$`).test(file),
      );
      const [pageWords, catalog] = await Promise.all([load(words), load(`assets/${catalogFile}`)]);
      // The ids of the messages in the code the page runs before it is live, as the bundle has them.
      const ids = new Set(
        assets
          .filter((file) => file.endsWith('.js') && file !== words)
          .flatMap((file) => [...html(file).matchAll(/\bid:`([^`]+)`,message:/g)].map(([, id]) => id ?? '')),
      );
      expect(ids.size).toBeGreaterThan(50);
      for (const id of ids) expect(pageWords[id], id).toEqual(catalog[id]);
      expect(Object.keys(pageWords).length).toBeLessThan(Object.keys(catalog).length / 2);
    },
  );

  it('gives English pages, whose words are in the code, no catalog', () => {
    expect(html('products.html')).not.toMatch(/"\/assets\/(words-)?(bn|hi|fr-CA)-[\w-]+\.js"|data-words/);
  });

  it('leaves the not-found page, which answers any address, without a canonical address', () => {
    expect(links('404.html', 'canonical')).toEqual({});
    expect(links('404.html', 'alternate')).toEqual({});
  });

  it("gives Hosting each language's pages under its i18n root, to answer the English addresses by Accept-Language", () => {
    const { i18n } = (
      JSON.parse(readFileSync(join(DIST, '../firebase.json'), 'utf8')) as {
        hosting: { i18n: { root: string } };
      }
    ).hosting;
    const root = i18n.root.replace(/^\//, '');
    for (const [folder, prefix] of [
      ['bn_ALL', 'bn'],
      ['hi_ALL', 'hi'],
      ['fr_ALL', 'fr-ca'],
    ]) {
      expect(html(`${root}/${folder}/index.html`)).toBe(html(`${prefix}.html`));
      expect(html(`${root}/${folder}/products.html`)).toBe(html(`${prefix}/products.html`));
      expect(html(`${root}/${folder}/${productPath.slice(1)}.html`)).toBe(
        html(`${prefix}${productPath}.html`),
      );
    }
    expect(existsSync(join(DIST, root, 'en_ALL'))).toBe(false);
  });

  it('keeps the pages in other languages out of the precache: offline, the shell draws them', () => {
    const sw = html('sw.js');
    expect(sw).toContain('url:"index.html"');
    expect(sw).not.toMatch(/url:"(bn|hi|fr-ca|localized)[./]/);
  });
});
