// The first visit's half of the browser bench in `npm run bench`: scripts/bench/keeper-page.ts,
// built and served by scripts/bench/browser-bench.ts, runs the shop's catalog keeper (its worker
// bundled as in the shop's build) on the snapshot files of synthetic catalogs, in the system
// Chromium, without throttling.
import { medianOf, type BrowserBench } from './browser-bench';

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
  withKeeper: ThreadFigures & { firstCards: number; stored: number; deviceBytes: number };
  returnVisit: ThreadFigures;
  onPage: ThreadFigures;
}

export async function benchKeeperInBrowser(
  bench: BrowserBench,
  sizes: number[],
  runs = 3,
): Promise<KeeperFigures[]> {
  const { browser, origin } = bench;
  const figures: KeeperFigures[] = [];
  for (const size of sizes) {
    const urls = bench.snapshotUrls(size);
    const samples: Omit<KeeperFigures, 'size'>[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/keeper-page.html`);
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
