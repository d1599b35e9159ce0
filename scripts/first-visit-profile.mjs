// `npm run profile:first-visit [-- <path>] [--runs N] [--base <url>] [--rate R] [--window MS]
// [--repeat]`: loads a page of a running shop (`npm start`) as a first visit in Chromium at R times
// CPU slowdown (default 4) with a phone's viewport, records a performance trace, and prints every
// main-thread task over 50 ms up to MS after the load (default 5,000), with what filled it (HTML
// parsing, style and layout, script evaluation and which file, garbage collection). `--repeat`
// profiles a second visit instead, in a profile a first visit filled (its live session started and
// settled) just before. Median of the runs' total blocking time (the part of each task over 50 ms)
// is printed at the end. It measures; it asserts nothing. RAW=1 names the trace events themselves
// instead of grouping them.
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { option } from './lib/cli-options.mjs';

const args = process.argv.slice(2);
const path = args.find((arg, at) => arg.startsWith('/') && !args[at - 1]?.startsWith('--')) ?? '/';
const runs = Number(option('--runs', 3));
const base = option('--base', 'http://localhost:5000');
const rate = Number(option('--rate', 4));
const repeat = args.includes('--repeat');
const LONG_TASK_MS = 50;
const WINDOW_MS = Number(option('--window', 5000));
/** How long a first visit is left before the measured second one: its session started and settled. */
const FIRST_VISIT_MS = 15_000;

const executablePath = chromiumPath();

/** What a trace event inside a task was doing, in a few words. */
function kind(event) {
  switch (event.name) {
    case 'ParseHTML':
      return 'parse HTML';
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
      return 'style and layout';
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${short(event.args?.data?.url ?? '')}`;
    case 'FunctionCall':
      return `run ${short(event.args?.data?.url ?? event.args?.data?.functionName ?? '')}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return 'compile';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GCScavenger':
    case 'V8.GC_MC_BACKGROUND':
      return 'garbage collection';
    default:
      return undefined;
  }
}
const short = (url) => url.replace(base, '').replace(/-[\w-]{8}\.js$/, '.js') || '(inline)';

async function profile() {
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  if (repeat) {
    await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    await page.waitForTimeout(FIRST_VISIT_MS);
    await page.goto('about:blank');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8'],
  });
  await page.goto(new URL(path, base).href, { waitUntil: 'load' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(WINDOW_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await browser.close();

  const events = trace.traceEvents;
  // The page's renderer: the one that parsed the shop's HTML (not the first blank page's).
  const parse = events.findLast(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(base),
  );
  const renderer = parse?.pid;
  const start = events.find(
    (event) =>
      event.pid === renderer &&
      event.ts > 0 &&
      (event.name === 'navigationStart' || event.name === 'NavigationStart'),
  );
  const origin = start?.ts ?? parse?.ts ?? 0;
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.pid === renderer && event.args.name === 'CrRendererMain',
  )?.tid;
  const onMain = events.filter(
    (event) => event.pid === renderer && event.tid === mainThread && event.ph === 'X',
  );
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.dur / 1000 > LONG_TASK_MS)
    .filter((event) => event.ts >= origin && (event.ts - origin) / 1000 < WINDOW_MS + 5000);
  const rows = tasks.map((task) => {
    const inside = onMain.filter(
      (event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
    );
    const parts = new Map();
    for (const event of inside) {
      const name = process.env.RAW ? event.name : kind(event);
      if (name) parts.set(name, (parts.get(name) ?? 0) + event.dur / 1000);
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
      .join(', ');
    return { at: (task.ts - origin) / 1000, ms: task.dur / 1000, top };
  });
  return rows;
}

const blocking = (rows) => rows.reduce((sum, row) => sum + Math.max(0, row.ms - LONG_TASK_MS), 0);
const totals = [];
for (let run = 1; run <= runs; run += 1) {
  const rows = await profile();
  totals.push(blocking(rows));
  console.log(
    `\n${path} run ${run}: ${rows.length} tasks over ${LONG_TASK_MS} ms, blocking ${blocking(rows).toFixed(0)} ms`,
  );
  for (const row of rows)
    console.log(`  at ${row.at.toFixed(0).padStart(5)} ms  ${row.ms.toFixed(0).padStart(4)} ms  ${row.top}`);
}
const sorted = [...totals].sort((a, b) => a - b);
console.log(
  `\n${path}: median blocking time of ${runs} ${repeat ? 'repeat' : 'first'} visits at ${rate}x CPU: ${sorted[Math.floor(runs / 2)].toFixed(0)} ms (${sorted.map((ms) => ms.toFixed(0)).join(', ')})`,
);
