// The search's half of the browser bench in `npm run bench`, on scripts/bench/search-page.ts
// built and served by scripts/bench/browser-bench.ts, in fresh contexts of the system Chromium:
// - the search index built in a worker bundled by Vite (search-build.worker.ts), timed in the
//   worker: the first build in a fresh worker, as the catalog keeper's worker pays it on a visit;
// - a shopper typing TYPED_QUERY into the header's real search box, a key every KEY_PAUSE_MS, so
//   the suggestions (after their 500 ms pause) update after each key, the page's thread watched
//   from the first key until the last suggestions show.
import type { ThreadWatch } from './watch-thread';
import { medianOf, type BrowserBench } from './browser-bench';
import { TYPED_QUERY } from './search-queries';

/** Longer than the suggestions' pause (SEARCH_DEBOUNCE_MS, 500 ms), so each key's suggestions show. */
export const KEY_PAUSE_MS = 600;
/** Builds in each fresh worker: the first is the visit's, the median of all the warmed-up figure. */
export const WORKER_BUILDS = 3;

export interface SearchBrowserFigures {
  size: number;
  /** The first build in a fresh worker, ms; the median of that worker's builds; the parts' bytes. */
  worker: { first: number; median: number; bytes: number };
  typing: ThreadWatch;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function buildInWorker(bench: BrowserBench, urls: string[], size: number) {
  const context = await bench.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${bench.origin}/search-page.html`);
    await page.waitForFunction(() => 'searchBench' in window);
    const answer = await page.evaluate(([list, builds]) => window.searchBench.buildInWorker(list, builds), [
      urls,
      WORKER_BUILDS,
    ] as const);
    if (answer.count !== size) throw new Error(`the worker built over ${answer.count} of ${size} products`);
    return { first: answer.times[0] ?? NaN, median: median(answer.times), bytes: answer.bytes };
  } finally {
    await context.close();
  }
}

async function typeIntoSearchBox(bench: BrowserBench, urls: string[], size: number) {
  const context = await bench.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${bench.origin}/search-page.html`);
    await page.waitForFunction(() => 'searchBench' in window);
    const { count, adopted } = await page.evaluate((list) => window.searchBench.prepare(list), urls);
    if (count !== size) throw new Error(`the keeper loaded ${count} of ${size} products`);
    if (!adopted) throw new Error(`the keeper's index parts were not adopted at ${size} products`);
    await page.getByRole('combobox', { name: 'Search products' }).click();
    await page.evaluate(() => window.searchBench.searchLoaded());
    await page.evaluate(() => window.searchBench.watch.start());
    for (const key of TYPED_QUERY) {
      await page.keyboard.type(key);
      await page.waitForTimeout(KEY_PAUSE_MS);
    }
    await page
      .getByRole('option', { name: new RegExp(`^See all \\d+ results? for “${TYPED_QUERY}”$`) })
      .waitFor({ state: 'visible', timeout: 10_000 });
    return await page.evaluate(() => window.searchBench.watch.stop());
  } finally {
    await context.close();
  }
}

export async function benchSearchInBrowser(
  bench: BrowserBench,
  sizes: number[],
  runs = 3,
): Promise<SearchBrowserFigures[]> {
  const figures: SearchBrowserFigures[] = [];
  for (const size of sizes) {
    const urls = bench.snapshotUrls(size);
    const worker: SearchBrowserFigures['worker'][] = [];
    const typing: ThreadWatch[] = [];
    for (let run = 0; run < runs; run++) {
      worker.push(await buildInWorker(bench, urls, size));
      typing.push(await typeIntoSearchBox(bench, urls, size));
    }
    figures.push({ size, worker: medianOf(worker), typing: medianOf(typing) });
  }
  return figures;
}
