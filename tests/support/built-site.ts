// The site as the emulator build left it in `dist/`, read by the tests in tests/build.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const DIST = resolve(import.meta.dirname, '../../dist');

/**
 * The JS and CSS files a page asks for: its script, module preloads and stylesheets, whether
 * linked or named in the JSON a prerendered page's loader adds after the first paint, and every
 * module those import statically (not `import()`, which waits until the page asks).
 */
export function eagerAssets(page: string): string[] {
  const html = readFileSync(join(DIST, page), 'utf8');
  const tags = [
    ...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]* href="\/([^"]+)"/g),
  ].map(([, file]) => file ?? '');
  const loaded = /<script id="page-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  const scripts = loaded ? (JSON.parse(loaded) as { entries: string[]; preloads: string[] }) : null;
  const named = scripts ? [...scripts.entries, ...scripts.preloads].map((file) => file.slice(1)) : [];
  const files = new Set([...tags, ...named]);
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
      files.add(join(dirname(file), imported ?? ''));
    }
  }
  return [...files];
}
