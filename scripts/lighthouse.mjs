// `npm run lighthouse [-- <runs, default 3>] [--base <url>]`: Lighthouse (mobile: simulated slow 4G,
// 4x CPU slowdown) on /, /products and one product page of a running shop (`npm start`), each a
// first visit (a fresh browser profile, storage cleared). Prints every run and the median of each
// score, LCP, TBT and CLS. The slowdown is relative to the host, so each row also gives Lighthouse's
// own measure of the host's speed (its benchmarkIndex, higher is faster; a short burst of work, so
// a host that is slow only now and then can still score well).
//
// `npm run lighthouse -- --floor [<pairs, default 3>]`: the same three pages against their
// own no-JS floor. It serves `dist/` (the build `npm start` made; keep the emulators running so the
// shop's live data answers) twice on local ports, as is and with every <script> and modulepreload
// removed (scripts/lib/page-server.mjs; same HTML, CSS and images, both brotli), then alternates
// shop, floor, shop, floor… for each page and prints the medians of TBT and main-thread work for
// each, their difference and ratio, and the host's benchmarkIndex. The floor moves with the host
// as much as the shop does, so the ratio is what to compare between hosts and hours.
//   --before <dir>  another build (e.g. main's before a change, `vite build --mode emulator
//                   --outDir <dir>`) served beside them and alternated with them: shop, before,
//                   floor, shop, before, floor… so a change is judged against its baseline in the
//                   same minutes.
//   --repeat        repeat visits: each measured load follows an unmeasured one in the same
//                   browser profile, storage kept (the service worker serves the second).
//   --pages /,/products   the pages to measure, in either mode (default: the three above; a
//                   language's pages are under its prefix: /bn, /hi/products).
//   --breakdown     also prints, per page and build, the medians of main-thread work by kind
//                   (script evaluation, style and layout, parsing…) and of each script's time.
//   --device mid|low   measures as a named phone on any host, in either mode: Lighthouse's CPU
//                   slowdown becomes this host's benchmarkIndex divided by the phone's score
//                   (Chrome DevTools' calibration: 1000 for a mid-tier phone such as a Pixel 5,
//                   264 for a low-tier one such as a Moto G4 Power 2022) instead of a fixed 4×.
//                   The host's speed drifts, so the index is taken before the first run and then
//                   from the last three runs (Lighthouse measures it at the start of each); every
//                   run prints the slowdown it used.
//
// Lighthouse 12.8.2 runs through npx rather than as a dependency: it brings about 200 packages
// that `npm ci` would install on every CI run for a tool that CI never runs. It uses the system
// Chromium (CHROME_PATH, else `chromium` on PATH); it downloads no browser.
import { spawn } from 'node:child_process';

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { servePages } from './lib/page-server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const PAGES = ['/', '/products', '/product-details/1001'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3);
const baseIndex = args.indexOf('--base');
const base = baseIndex === -1 ? 'http://localhost:5000' : args[baseIndex + 1];
const floorMode = args.includes('--floor');
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const beforeDir = option('--before');
const repeatVisits = args.includes('--repeat');
const breakdown = args.includes('--breakdown');
const pages = option('--pages')?.split(',') ?? PAGES;

/** Chrome DevTools' CPU calibration: the benchmarkIndex of each kind of phone. */
const DEVICE_SCORES = { mid: 1000, low: 264 };
const device = option('--device');
if (device !== undefined && !(device in DEVICE_SCORES)) {
  console.error(`--device takes ${Object.keys(DEVICE_SCORES).join(' or ')}, not "${device}".`);
  process.exit(2);
}

/** The host's benchmarkIndex as the last runs measured it (at most three kept). */
const hostIndexes = [];

/** The CPU slowdown that makes this host the named phone now; undefined without --device. */
const cpuSlowdown = () =>
  device === undefined
    ? undefined
    : Math.max(1, Math.round((median(hostIndexes) / DEVICE_SCORES[device]) * 10) / 10);

/** Keeps a run's measure of the host for the next runs' slowdown. */
function sawHost(report) {
  const index = report.environment?.benchmarkIndex;
  if (!Number.isFinite(index)) return;
  hostIndexes.push(index);
  if (hostIndexes.length > 3) hostIndexes.shift();
}

/**
 * One Lighthouse run; resolves its JSON report. With `profile`, Chromium keeps its data in that
 * directory and Lighthouse leaves storage as it finds it (a repeat visit).
 */
function lighthouse(url, categories = CATEGORIES, profile = undefined, slowdown = cpuSlowdown()) {
  const chromeFlags = [
    '--headless=new',
    ...CHROMIUM_ARGS,
    ...(profile ? [`--user-data-dir=${profile}`] : []),
  ];
  const flags = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(profile ? ['--disable-storage-reset'] : []),
    ...(slowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown}`]),
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
      else {
        const report = JSON.parse(out);
        sawHost(report);
        resolve(report);
      }
    });
  });
}

/**
 * Before the first measured run with --device: two unmeasured runs of `url` at no slowdown, whose
 * benchmarkIndex sets the first slowdown.
 */
async function calibrate(url) {
  if (device === undefined) return;
  for (let run = 0; run < 2; run += 1) await lighthouse(url, ['performance'], undefined, 1);
  console.log(
    `Measuring as a ${device}-tier phone (score ${DEVICE_SCORES[device]}): host benchmarkIndex ` +
      `${Math.round(median(hostIndexes))}, CPU slowdown ${cpuSlowdown()}×`,
  );
}

/** What a run's line says of the slowdown it used, with --device. */
const slowdownNote = (slowdown) => (slowdown === undefined ? '' : `, slowdown ${slowdown}×`);

/**
 * A run that Lighthouse itself gives up on (it sometimes loses the trace: NO_NAVSTART) is run
 * again, up to twice, and said so; a page that keeps failing stops the script.
 */
async function lighthouseRun(url, categories, profile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, categories, profile);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${error.message}; running it again`);
    }
  }
}

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
    slowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
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
  'CPU slowdown': row.slowdown,
});

/** Every page of the shop: `runs` first visits each, with the medians of every figure. */
async function shopRuns() {
  await calibrate(`${base}${pages[0]}`);
  const medians = {};
  for (const path of pages) {
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
  console.log(
    `\nMedians of ${runs} first visits per page (Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile` +
      `${device ? `, as a ${device}-tier phone` : ''}):`,
  );
  console.table(medians);
}

/** The floor measure's figures: total blocking time and main-thread work, in ms. */
function floorFigures(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const items = (id) => report.audits[id]?.details?.items ?? [];
  return {
    tbt: audit('total-blocking-time'),
    work: audit('mainthread-work-breakdown'),
    host: report.environment?.benchmarkIndex ?? NaN,
    slowdown: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    // Work by kind, and by script (its address without the origin, `other` for the rest).
    kinds: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [item.groupLabel, item.duration]),
    ),
    scripts: Object.fromEntries(
      items('bootup-time').map((item) => [item.url.replace(/^https?:\/\/[^/]+/, '') || item.url, item.total]),
    ),
  };
}

/** Per build, the median of each kind of work and of the ten busiest scripts (`--breakdown`). */
function printBreakdown(path, seen) {
  for (const field of ['kinds', 'scripts']) {
    const names = new Set(
      Object.values(seen).flatMap((rows) => rows.flatMap((row) => Object.keys(row[field]))),
    );
    const table = Object.fromEntries(
      [...names].map((name) => [
        name,
        Object.fromEntries(
          Object.entries(seen).map(([build, rows]) => [
            build,
            Math.round(median(rows.map((row) => row[field][name] ?? 0))),
          ]),
        ),
      ]),
    );
    const busiest = Object.entries(table)
      .sort(([, a], [, b]) => Math.max(...Object.values(b)) - Math.max(...Object.values(a)))
      .slice(0, 10);
    console.log(`${path}: main-thread work by ${field === 'kinds' ? 'kind' : 'script'} (medians, ms)`);
    console.table(Object.fromEntries(busiest));
  }
}

/**
 * One measured visit of `url`: a first visit (fresh profile, storage cleared), or with
 * `--repeat` a second visit in a profile an unmeasured first visit has just filled.
 */
async function measuredVisit(url) {
  if (!repeatVisits) return floorFigures(await lighthouseRun(url, ['performance']));
  const profile = mkdtempSync(join(tmpdir(), 'eshop-lighthouse-'));
  try {
    await lighthouseRun(url, ['performance'], profile);
    return floorFigures(await lighthouseRun(url, ['performance'], profile));
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Each page as the shop (and the build before it) and as its no-JS floor, alternated in the same minutes. */
async function floorRuns(pairs) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const servers = [
    ['shop', await servePages(dist)],
    ...(beforeDir ? [['before', await servePages(resolve(beforeDir))]] : []),
    ['floor', await servePages(dist, { withoutScripts: true })],
  ];
  const rows = {};
  const hosts = [];
  try {
    await calibrate(`${servers.at(-1)[1].origin}${pages[0]}`);
    for (const path of pages) {
      const seen = Object.fromEntries(servers.map(([name]) => [name, []]));
      for (let pair = 1; pair <= pairs; pair += 1) {
        for (const [name, server] of servers) {
          const row = await measuredVisit(`${server.origin}${path}`);
          seen[name].push(row);
          hosts.push(row.host);
          console.log(
            `${path} pair ${pair} ${name}: TBT ${Math.round(row.tbt)} ms, main-thread work ` +
              `${Math.round(row.work)} ms, host ${Math.round(row.host)}` +
              slowdownNote(device && row.slowdown),
          );
        }
      }
      if (breakdown) printBreakdown(path, seen);
      const of = (name, key) => median(seen[name].map((row) => row[key]));
      const floor = { tbt: of('floor', 'tbt'), work: of('floor', 'work') };
      for (const [name] of servers.filter(([server]) => server !== 'floor')) {
        const tbt = of(name, 'tbt');
        const work = of(name, 'work');
        rows[beforeDir ? `${path} ${name}` : path] = {
          'TBT shop': Math.round(tbt),
          'TBT floor': Math.round(floor.tbt),
          'TBT +': Math.round(tbt - floor.tbt),
          'work shop': Math.round(work),
          'work floor': Math.round(floor.work),
          'work +': Math.round(work - floor.work),
          'work ×': (work / floor.work).toFixed(2),
          'host speed': Math.round(
            median(
              Object.values(seen)
                .flat()
                .map((row) => row.host),
            ),
          ),
          ...(device
            ? {
                'CPU slowdown': median(
                  Object.values(seen)
                    .flat()
                    .map((row) => row.slowdown),
                ),
              }
            : {}),
        };
      }
    }
  } finally {
    await Promise.all(servers.map(([, server]) => server.close()));
  }
  console.log(
    `\nMedians of ${pairs} alternated ${beforeDir ? 'rounds' : 'pairs'} per page (Lighthouse ` +
      `${LIGHTHOUSE.split('@')[1]}, mobile${device ? ` as a ${device}-tier phone` : ''}, ` +
      `${repeatVisits ? 'repeat visits, storage kept' : 'first visits'}; ` +
      `times in ms; host benchmarkIndex median ${Math.round(median(hosts))}):`,
  );
  console.table(rows);
  console.log(
    device === 'low'
      ? 'Targets on a low-tier phone: TBT + ≤ 200 ms, work × ≤ 2.5.'
      : device === 'mid'
        ? 'Targets on a mid-tier phone: TBT + ≤ 50 ms, work × ≤ 2.5.'
        : 'Targets (fixed 4× slowdown): TBT + ≤ 50 ms, work × ≤ 2.',
  );
}

if (floorMode) await floorRuns(runs);
else await shopRuns();
