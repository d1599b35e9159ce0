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
 * does anything. 126 kB: a change made before any later chunk has arrived is held on the page
 * and told (lib/device-code.ts, lib/held-changes.ts, about 0.8 kB), which only the first script
 * can do; every word goes through Lingui (its runtime, 3.3 kB, and each message's id, about
 * 1.2 kB in the first script); and the router serves each language under its prefix (0.5 kB).
 * React Router's share is 9.2 kB, its components the shop does not use left out
 * (scripts/vite-router-pure-components.ts). The product page, the largest, needs 125.8 kB.
 */
const PRE_LIVE_BUDGET = 126 * KB;
/**
 * The same for a page drawn in another language, its first words counted (PAGE_WORDS_BUDGET):
 * it hydrates in that language, so it needs them before it is live, preloaded beside the entry.
 * The product page in Hindi, the largest, needs 129.8 kB.
 */
const LANGUAGE_PRE_LIVE_BUDGET = 130 * KB;
/**
 * Everything the service worker downloads at install, gzip, but the languages' catalogs: 420 kB
 * (React Router's components the shop does not use are left out, 4 kB less),
 * about 16 kB of it the messages' ids and calls, the approximate prices and the language choice;
 * about 1 kB what keeps work out of a page's first moments (lib/idle.ts's settle and idle waits,
 * the live mark, the device's copy of the signed-in record) and the Firebase and checkout settings
 * in a chunk of their own (lib/env.ts), out of the first script; and about 1 kB the one hook and
 * view every read of the dashboard, the order pages and the desk goes through (hooks/use-read.ts,
 * components/read-state-view.tsx), shared chunks of their own; and about 0.8 kB what keeps the
 * catalog's cost to its changes and its pages short at any size: the results page ranking only the
 * page it shows (listing/logic/sorted-window.ts and the typed lookups of search-results.ts), the
 * keeper's paced hand-over of cards to the page, and the query for deleted products' tombstones;
 * and about 2 kB the snapshot's compact layout, decoded by the catalog's worker and by its in-page
 * fallback (0.8 and 0.9 kB), and the server's snapshot taken from its manifest (0.3 kB); and about
 * 1.2 kB what keeps the live session out of a page a visitor only looks at: when it starts
 * (lib/session-start.ts), and the offline kit's check for a shopper signed in on the device, read
 * without Firebase (features/auth/signed-in-here.ts, with the copies' keys apart from their code);
 * and about 2.1 kB the catalog kept compact on the device: the layout's encoder in the catalog's
 * worker and in its in-page fallback (local-db/catalog-snapshot.ts), 1 kB each.
 */
const PRECACHE_BUDGET = 420 * KB;
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
    `every prerendered page in /%s needs its first words, at most ${kb(PAGE_WORDS_BUDGET)} gzip, and at most ${kb(LANGUAGE_PRE_LIVE_BUDGET)} with them before it is live`,
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
        expect(total, page).toBeLessThanOrEqual(LANGUAGE_PRE_LIVE_BUDGET);
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
