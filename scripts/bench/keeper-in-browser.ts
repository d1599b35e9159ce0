// The browser half of `npm run bench`: builds scripts/bench/keeper-page.ts with Vite (which
// bundles the keeper's worker as the shop's build does), writes the snapshot files of synthetic
// catalogs, serves them locally and runs the page in the system Chromium, without throttling.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import { chromium } from '@playwright/test';
import { build } from 'vite';

import { cutSnapshot } from '../../src/features/catalog/logic/snapshot-chunks';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.mjs';
import { generateCatalog } from '../synthetic-catalog.mjs';

export interface ThreadFigures {
  count: number;
  ready: number;
  /** The longest gap between two turns of the page's message loop: its longest task, about. */
  longest: number;
  longTasks: number;
  longTaskMax: number;
}

export interface KeeperFigures {
  size: number;
  withKeeper: ThreadFigures & { firstCards: number; stored: number };
  returnVisit: ThreadFigures;
  onPage: ThreadFigures;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
};

async function buildPage(outDir: string) {
  writeFileSync(
    join(here, 'keeper-page.html'),
    '<!doctype html><title>keeper bench</title><script type="module" src="./keeper-page.ts"></script>\n',
  );
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: here,
      resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
      build: { outDir, emptyOutDir: false, rollupOptions: { input: join(here, 'keeper-page.html') } },
    });
  } finally {
    rmSync(join(here, 'keeper-page.html'), { force: true });
  }
}

function serve(root: string) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    try {
      const body = readFileSync(join(root, path));
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

/** Median of each figure over `runs` fresh browser contexts. */
function medianOf<T extends object>(runs: T[]): T {
  const first = runs[0] as Record<string, number>;
  return Object.fromEntries(
    Object.keys(first).map((key) => {
      const values = runs.map((run) => (run as Record<string, number>)[key] ?? NaN).sort((a, b) => a - b);
      return [key, values[Math.floor(values.length / 2)]];
    }),
  ) as T;
}

export async function benchKeeperInBrowser(sizes: number[], runs = 3): Promise<KeeperFigures[]> {
  const root = mkdtempSync(join(tmpdir(), 'eshop-keeper-bench-'));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const server = await serve(root);
  try {
    await buildPage(root);
    const figures: KeeperFigures[] = [];
    for (const size of sizes) {
      const { chunks } = cutSnapshot(generateCatalog(size, 1));
      mkdirSync(join(root, `snapshot-${size}`), { recursive: true });
      const urls = chunks.map((chunk, index) => {
        writeFileSync(join(root, `snapshot-${size}`, `${index}.json`), JSON.stringify(chunk));
        return `${server.origin}/snapshot-${size}/${index}.json`;
      });
      const samples: Omit<KeeperFigures, 'size'>[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${server.origin}/keeper-page.html`);
        await page.waitForFunction(() => 'bench' in window);
        // Each in a page of its own, so one's garbage is not collected in another's time.
        const withKeeper = await page.evaluate((list) => window.bench.withKeeper(list), urls);
        await page.reload();
        await page.waitForFunction(() => 'bench' in window);
        const returnVisit = await page.evaluate(() => window.bench.returnVisit());
        await page.reload();
        await page.waitForFunction(() => 'bench' in window);
        const onPage = await page.evaluate((list) => window.bench.onPage(list), urls);
        samples.push({ withKeeper, returnVisit, onPage });
        await context.close();
      }
      figures.push({
        size,
        withKeeper: medianOf(samples.map((sample) => sample.withKeeper)),
        returnVisit: medianOf(samples.map((sample) => sample.returnVisit)),
        onPage: medianOf(samples.map((sample) => sample.onPage)),
      });
    }
    return figures;
  } finally {
    server.close();
    await browser.close();
    rmSync(root, { recursive: true, force: true });
  }
}

declare global {
  interface Window {
    bench: {
      withKeeper(urls: string[]): Promise<KeeperFigures['withKeeper']>;
      returnVisit(): Promise<ThreadFigures>;
      onPage(urls: string[]): Promise<ThreadFigures>;
    };
  }
}
