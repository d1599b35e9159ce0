// Size budgets of the built site, read from `dist/` as the emulator build left it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { DIST, eagerAssets } from '../support/built-site';

const KB = 1000;
/**
 * The JS and CSS a prerendered page fetches before it is live, gzip: what its loader adds (the
 * entry and its module preloads), every module those import statically, and its styles, linked or
 * inlined. The page paints with its HTML and styles alone; this is what it needs before a tap
 * does anything. 120 kB in every language, a page drawn in another language counted with its
 * first words (PAGE_WORDS_BUDGET): it hydrates in that language, so it needs them before it is
 * live, preloaded beside the entry. React DOM is the largest part (about 35 kB of the first
 * script by its source map; React 19's would be 56, so the shop runs React 18), then React Router (8 kB, its
 * components the shop does not use left out by scripts/vite-router-pure-components.ts). The
 * product page, the largest, needs 103.2 kB in English and 107.2 kB in Hindi.
 */
const PRE_LIVE_BUDGET = 120 * KB;
/**
 * Everything the service worker downloads at install, gzip, but the languages' catalogs: 400 kB
 * (397.2 kB with React 18; every page's first script, the live session's parts, the catalog's
 * worker and its in-page fallback, the dashboard, the order pages and the desk), so a shopper has
 * the whole shop offline after one visit.
 */
const PRECACHE_BUDGET = 400 * KB;
/**
 * Each language's compiled catalog, gzip: fetched as a page drawn in that language goes live (it
 * hydrates with its first words), or when a page goes live and speaks it (English, the source, has
 * none), and precached, so every language works offline.
 */
const CATALOG_BUDGET = 25 * KB;

/** A language's compiled catalog in the build: `assets/bn-<hash>.js`. */
const CATALOG = /^assets\/(bn|hi|fr-CA)-[\w-]+\.js$/;
/**
 * The words a page drawn in another language needs before it is live (scripts/vite-page-words.ts):
 * the translations of the messages in its first chunks, gzip. About 3 kB (the product page's, the
 * most, 3.9 in Hindi); the whole catalog, were a page to load it first, would be about 21.
 */
const PAGE_WORDS_BUDGET = 5 * KB;
/** A page's first words' file. */
const PAGE_WORDS = /^assets\/words-(bn|hi|fr-CA)-[\w-]+\.js$/;

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** The files in the service worker's precache manifest. */
function precachedFiles(): string[] {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map(([, file]) => file ?? ''))];
}

/** The page's inline `<style>` elements, as one text. */
const inlineStyles = (page: string) =>
  [...readFileSync(join(DIST, page), 'utf8').matchAll(/<style>([^<]*)<\/style>/g)]
    .map(([, css]) => css)
    .join('');

function report(title: string, files: string[], inlineCss = '') {
  const sizes = files.map((file) => ({ file, gzip: gzipSize(file) }));
  if (inlineCss) sizes.push({ file: '(inline <style>)', gzip: gzipSync(inlineCss, { level: 9 }).length });
  sizes.sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(
    `${title}: ${kb(total)} gzip in ${files.length} files\n` +
      sizes
        .slice(0, 8)
        .map(({ file, gzip }) => `  ${kb(gzip).padStart(9)}  ${file}`)
        .join('\n'),
  );
  return total;
}

describe('budgets of the built site', () => {
  if (!existsSync(join(DIST, 'sw.js'))) throw new Error(`No build in ${DIST}: run after vite build`);

  const productPage = `product-details/${readdirSync(join(DIST, 'product-details'))[0]}`;

  it(`every prerendered English page needs at most ${kb(PRE_LIVE_BUDGET)} gzip of JS and CSS before it is live`, () => {
    // The app shell asks for the entry alone; every prerendered page asks for it and its page's,
    // with the stylesheet inlined.
    const entry = eagerAssets('shell.html');
    const stylesheets = entry.filter((file) => file.endsWith('.css'));
    expect(stylesheets.length).toBeGreaterThan(0);
    report('entry and stylesheet (the app shell)', entry);
    for (const page of ['index.html', 'products.html', productPage, '404.html']) {
      const assets = eagerAssets(page);
      const styles = inlineStyles(page);
      expect(assets).toEqual(expect.arrayContaining(entry.filter((file) => !file.endsWith('.css'))));
      for (const stylesheet of stylesheets)
        expect(styles).toContain(readFileSync(join(DIST, stylesheet), 'utf8'));
      expect(report(`${page} before it is live`, assets, styles), page).toBeLessThanOrEqual(PRE_LIVE_BUDGET);
    }
  });

  it.each(['bn', 'hi', 'fr-ca'])(
    `every prerendered page in /%s needs its first words, at most ${kb(PAGE_WORDS_BUDGET)} gzip, and at most ${kb(PRE_LIVE_BUDGET)} with them before it is live`,
    (prefix) => {
      for (const page of [`${prefix}.html`, `${prefix}/products.html`, `${prefix}/${productPage}`]) {
        const assets = eagerAssets(page);
        // Its first chunks' words, not the language's whole catalog.
        expect(
          assets.filter((file) => CATALOG.test(file)),
          page,
        ).toEqual([]);
        const words = assets.filter((file) => PAGE_WORDS.test(file));
        expect(words, page).toHaveLength(1);
        const total = report(`${page} before it is live`, assets, inlineStyles(page));
        expect(gzipSize(words[0] ?? ''), page).toBeLessThanOrEqual(PAGE_WORDS_BUDGET);
        expect(total, page).toBeLessThanOrEqual(PRE_LIVE_BUDGET);
      }
    },
  );

  it(`the service worker precaches at most ${kb(PRECACHE_BUDGET)} gzip, and each language at most ${kb(CATALOG_BUDGET)} more`, () => {
    const files = precachedFiles();
    const catalogs = files.filter((file) => CATALOG.test(file));
    expect(catalogs).toHaveLength(3);
    expect(
      report(
        'precache',
        files.filter((file) => !CATALOG.test(file)),
      ),
    ).toBeLessThanOrEqual(PRECACHE_BUDGET);
    for (const catalog of catalogs) {
      expect(report('catalog', [catalog]), catalog).toBeLessThanOrEqual(CATALOG_BUDGET);
    }
  });
});
