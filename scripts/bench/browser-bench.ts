// What the browser halves of `npm run bench` share: the bench pages (scripts/bench/*-page.ts) built
// with Vite, which bundles their workers as the shop's build does, the snapshot files of the
// synthetic catalogs, a local server for both (and the shop's product images), and the system
// Chromium, without throttling.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import { chromium, type Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { build } from 'vite';

import { snapshotFileTexts } from '../../src/domain/snapshot-files';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { generateCatalog } from '../synthetic-catalog.mjs';

/** The bench pages, each `scripts/bench/<name>.ts`, served as `/<name>.html`. */
export const BENCH_PAGES = ['keeper-page', 'search-page'] as const;

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));
const TYPES: Record<string, string> = {
  '.css': 'text/css',
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

async function buildPages(outDir: string) {
  const pages = BENCH_PAGES.map((name) => join(here, `${name}.html`));
  BENCH_PAGES.forEach((name, at) =>
    writeFileSync(
      pages[at] ?? '',
      `<!doctype html><title>${name} bench</title><script type="module" src="./${name}.ts"></script>\n`,
    ),
  );
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: here,
      // The search page draws the shop's own search box, styled as in the shop (uno.config.ts).
      plugins: [react(), UnoCSS(join(repo, 'uno.config.ts'))],
      resolve: { alias: { '@': join(repo, 'src') } },
      build: {
        outDir,
        emptyOutDir: false,
        // Without the note on how long the plugins took (UnoCSS scanning the shop's source).
        rollupOptions: { input: pages, checks: { bundlerTimings: false } },
      },
    });
  } finally {
    for (const page of pages) rmSync(page, { force: true });
  }
}

/** Serves `root`, and the shop's product images (public/images) as the shop does. */
function serve(root: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(join(path.startsWith('/images/') ? join(repo, 'public') : root, path));
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise<{ origin: string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

export interface BrowserBench {
  browser: Browser;
  /** Where the pages are: `${origin}/keeper-page.html`. */
  origin: string;
  /** The snapshot files of the synthetic catalog of `size` products (written once), as URLs. */
  snapshotUrls(size: number): string[];
  close(): Promise<void>;
}

export async function openBrowserBench(): Promise<BrowserBench> {
  const root = mkdtempSync(join(tmpdir(), 'eshop-browser-bench-'));
  const server = await serve(root);
  let browser: Browser | undefined;
  try {
    await buildPages(root);
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  } catch (error) {
    server.close();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const written = new Map<number, string[]>();
  return {
    browser,
    origin: server.origin,
    snapshotUrls(size) {
      const known = written.get(size);
      if (known) return known;
      const { files } = snapshotFileTexts(generateCatalog(size, 1));
      mkdirSync(join(root, `snapshot-${size}`), { recursive: true });
      const urls = files.map((text, index) => {
        writeFileSync(join(root, `snapshot-${size}`, `${index}.json`), text);
        return `${server.origin}/snapshot-${size}/${index}.json`;
      });
      written.set(size, urls);
      return urls;
    },
    async close() {
      server.close();
      await browser.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Median of each figure over `runs` fresh browser contexts. */
export function medianOf<T extends object>(runs: T[]): T {
  const first = runs[0] as Record<string, number>;
  return Object.fromEntries(
    Object.keys(first).map((key) => {
      const values = runs.map((run) => (run as Record<string, number>)[key] ?? NaN).sort((a, b) => a - b);
      return [key, values[Math.floor(values.length / 2)]];
    }),
  ) as T;
}
