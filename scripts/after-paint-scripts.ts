// A prerendered page paints before the app's scripts are even asked for: the build takes the
// entry script, its module preloads and the web manifest's link out of the page, and a small
// inline script adds them back once the whole page is parsed and its first paint is on screen.
// The scripts then neither share the first bytes of a slow link with the stylesheet and the first
// images, nor hold up the first paint (a module script that has arrived runs before the browser
// paints a page whose markup is already parsed). In a tab opened in the background, no frame is
// drawn and the page goes live when it is first shown.
// See docs/architecture.md, "Prerendered pages".
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { PAGE_SCRIPTS_ID, type PageScripts } from './after-paint-loader.ts';

/** The loader's TypeScript source (type-checked, linted and tested like the rest). */
const LOADER_SOURCE = join(import.meta.dirname, 'after-paint-loader.ts');

/**
 * The loader bundled into one minified script for the page, with esbuild. Its command line rather
 * than its JavaScript API: the API refuses to start inside a jsdom test (a TextEncoder from another
 * realm), and the tests run the very text the pages carry.
 */
function bundleLoader(): string {
  const esbuild = join(dirname(createRequire(LOADER_SOURCE).resolve('esbuild/package.json')), 'bin/esbuild');
  const entry = `import { runAfterPaintLoader } from ${JSON.stringify(LOADER_SOURCE)};\nrunAfterPaintLoader();\n`;
  return execFileSync(
    esbuild,
    ['--bundle', '--minify', '--format=iife', '--target=es2022', '--charset=utf8', '--log-level=warning'],
    { input: entry, cwd: dirname(LOADER_SOURCE), encoding: 'utf8' },
  ).trim();
}

/**
 * The page's inline script (after-paint-loader.ts). It also keeps an install offer that comes before
 * the app's script runs, and every tap on a control of the page, and every form sent, until the
 * page is live (lib/early-taps.ts replays them).
 */
export const AFTER_PAINT_LOADER = bundleLoader();

/** The loader's source hash, for script-src. */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const MANIFEST = /\s*<link rel="manifest" href="([^"]+)">/g;

/** `page` with its entry script, module preloads and manifest added after the first paint instead. */
export function scriptsAfterPaint(page: string): string {
  const href = ([, url = '']: RegExpExecArray) => url;
  const [manifest] = [...page.matchAll(MANIFEST)].map(href);
  const scripts: PageScripts = {
    entries: [...page.matchAll(MODULE_SCRIPT)].map(href),
    preloads: [...page.matchAll(MODULE_PRELOAD)].map(href),
    ...(manifest === undefined ? {} : { manifest }),
  };
  if (scripts.entries.length === 0) throw new Error('The page has no module entry script');
  const inline =
    `<script id="${PAGE_SCRIPTS_ID}" type="application/json">${JSON.stringify(scripts)}</script>` +
    `<script>${AFTER_PAINT_LOADER}</script>`;
  return page
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(MANIFEST, '')
    .replace('</head>', () => `${inline}</head>`);
}
