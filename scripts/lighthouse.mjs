// `npm run lighthouse [-- <runs, default 3>] [--base <url>]`: Lighthouse (mobile: simulated slow 4G,
// 4x CPU slowdown) on /, /products and one product page of a running shop (`npm start`), each a
// first visit (a fresh browser profile, storage cleared). Prints every run and the median of each
// score, LCP, TBT and CLS. The slowdown is relative to the host, so each row also gives Lighthouse's
// own measure of the host's speed (its benchmarkIndex, higher is faster; a short burst of work, so
// a host that is slow only now and then can still score well).
//
// `npm run lighthouse -- --floor [<pairs, default 3>]` (issue 45): the same three pages against their
// own no-JS floor. It serves `dist/` (the build `npm start` made; keep the emulators running so the
// shop's live data answers) twice on local ports, as is and with every <script> and modulepreload
// removed (scripts/lib/page-server.mjs; same HTML, CSS and images, both brotli), then alternates
// shop, floor, shop, floor… for each page and prints the medians of TBT and main-thread work for
// each, their difference and ratio, and the host's benchmarkIndex. The floor moves with the host
// as much as the shop does, so the ratio is what to compare between hosts and hours.
//
// Lighthouse 12.8.2 runs through npx rather than as a dependency: it brings about 200 packages
// that `npm ci` would install on every CI run for a tool that CI never runs. It uses the system
// Chromium (CHROME_PATH, else `chromium` on PATH); it downloads no browser.
import { spawn } from 'node:child_process';

import { fileURLToPath } from 'node:url';

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { servePages } from './lib/page-server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const PAGES = ['/', '/products', '/product-details/1001'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const baseIndex = args.indexOf('--base');
const base = baseIndex === -1 ? 'http://localhost:5000' : args[baseIndex + 1];
const floorMode = args.includes('--floor');

/** One Lighthouse run; resolves its JSON report. */
function lighthouse(url, categories = CATEGORIES) {
  const flags = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', flags, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse ${url} exited with ${code}`));
      else resolve(JSON.parse(out));
    });
  });
}

/**
 * A run that Lighthouse itself gives up on (it sometimes loses the trace: NO_NAVSTART) is run
 * again, up to twice, and said so; a page that keeps failing stops the script.
 */
async function lighthouseRun(url, categories) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, categories);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error.message}; running it again`);
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    ...Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    ),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    host: report.environment?.benchmarkIndex ?? NaN,
  };
}

const format = (row) => ({
  performance: row.performance,
  accessibility: row.accessibility,
  'best practices': row['best-practices'],
  seo: row.seo,
  'LCP (s)': (row.lcp / 1000).toFixed(2),
  'TBT (ms)': Math.round(row.tbt),
  CLS: row.cls.toFixed(3),
  'host speed': Math.round(row.host),
});

/** Every page of the shop: `runs` first visits each, with the medians of every figure. */
async function shopRuns() {
  const medians = {};
  for (const path of PAGES) {
    const rows = [];
    for (let run = 1; run <= runs; run += 1) {
      const row = figures(await lighthouseRun(`${base}${path}`));
      rows.push(row);
      console.log(`${path} run ${run}:`, JSON.stringify(format(row)));
    }
    medians[path] = format(
      Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(rows.map((row) => row[key]))])),
    );
  }
  console.log(`\nMedians of ${runs} first visits per page (Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile):`);
  console.table(medians);
}

/** The figures of issue 45's measure: total blocking time and main-thread work, in ms. */
function floorFigures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    tbt: audit('total-blocking-time'),
    work: audit('mainthread-work-breakdown'),
    host: report.environment?.benchmarkIndex ?? NaN,
  };
}

/** Each page as the shop and as its no-JS floor, alternated in the same minutes. */
async function floorRuns(pairs) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const shop = await servePages(dist);
  const floor = await servePages(dist, { withoutScripts: true });
  const rows = {};
  const hosts = [];
  try {
    for (const path of PAGES) {
      const seen = { shop: [], floor: [] };
      for (let pair = 1; pair <= pairs; pair += 1) {
        for (const [name, server] of [
          ['shop', shop],
          ['floor', floor],
        ]) {
          const row = floorFigures(await lighthouseRun(`${server.origin}${path}`, ['performance']));
          seen[name].push(row);
          hosts.push(row.host);
          console.log(
            `${path} pair ${pair} ${name}: TBT ${Math.round(row.tbt)} ms, main-thread work ` +
              `${Math.round(row.work)} ms, host ${Math.round(row.host)}`,
          );
        }
      }
      const of = (name, key) => median(seen[name].map((row) => row[key]));
      const tbt = { shop: of('shop', 'tbt'), floor: of('floor', 'tbt') };
      const work = { shop: of('shop', 'work'), floor: of('floor', 'work') };
      rows[path] = {
        'TBT shop': Math.round(tbt.shop),
        'TBT floor': Math.round(tbt.floor),
        'TBT +': Math.round(tbt.shop - tbt.floor),
        'TBT ×': (tbt.shop / Math.max(tbt.floor, 1)).toFixed(2),
        'work shop': Math.round(work.shop),
        'work floor': Math.round(work.floor),
        'work +': Math.round(work.shop - work.floor),
        'work ×': (work.shop / work.floor).toFixed(2),
        'host speed': Math.round(median([...seen.shop, ...seen.floor].map((row) => row.host))),
      };
    }
  } finally {
    await Promise.all([shop.close(), floor.close()]);
  }
  console.log(
    `\nMedians of ${pairs} alternated pairs per page (Lighthouse ${LIGHTHOUSE.split('@')[1]}, ` +
      `mobile, first visits; times in ms; host benchmarkIndex median ${Math.round(median(hosts))}):`,
  );
  console.table(rows);
  console.log('Targets (issue 45): TBT + ≤ 50 ms, work × ≤ 2.');
}

if (floorMode) await floorRuns(runs);
else await shopRuns();
