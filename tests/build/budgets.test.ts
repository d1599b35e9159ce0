// Size budgets of the built site (issue 11), read from `dist/` as the emulator build left it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

const DIST = resolve(import.meta.dirname, '../../dist');
const KB = 1000;
/**
 * The entry script with every chunk it imports and the stylesheet, gzip: what every page loads
 * up front. A prerendered page paints with its HTML and the stylesheet alone; the script is then
 * what it needs before it is live, plus its page's own chunk (printed, not budgeted here).
 */
const ENTRY_BUDGET = 130 * KB;
/** Everything the service worker downloads at install, gzip. */
const PRECACHE_BUDGET = 400 * KB;

const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * The JS and CSS files a page asks for: its script, module preloads and stylesheets, whether
 * linked or named in the JSON a prerendered page's loader adds after the first paint.
 */
function eagerAssets(page: string): string[] {
  const html = readFileSync(join(DIST, page), 'utf8');
  const tags = [
    ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]* href="\/([^"]+)"/g),
  ].map(([, file]) => file ?? '');
  const loaded = /<script id="page-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const scripts = loaded ? (JSON.parse(loaded) as { entries: string[]; preloads: string[] }) : null;
  const named = scripts ? [...scripts.entries, ...scripts.preloads].map((file) => file.slice(1)) : [];
  return [...new Set([...tags, ...named])];
}

/** The files in the service worker's precache manifest. */
function precachedFiles(): string[] {
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map(([, file]) => file ?? ''))];
}

function report(title: string, files: string[]) {
  const sizes = files.map((file) => ({ file, gzip: gzipSize(file) })).sort((a, b) => b.gzip - a.gzip);
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

  it('the entry script, its imports and the stylesheet are at most 130 kB gzip', () => {
    // The app shell asks for exactly these; every prerendered page asks for them too.
    const entry = eagerAssets('shell.html');
    for (const page of ['index.html', 'products.html', productPage]) {
      const assets = eagerAssets(page);
      expect(assets).toEqual(expect.arrayContaining(entry));
      report(`${page}, with its page's chunks`, assets);
    }
    expect(report('entry and stylesheet', entry)).toBeLessThanOrEqual(ENTRY_BUDGET);
  });

  it('the service worker precaches at most 400 kB gzip', () => {
    expect(report('precache', precachedFiles())).toBeLessThanOrEqual(PRECACHE_BUDGET);
  });
});
