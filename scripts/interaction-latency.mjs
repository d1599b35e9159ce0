// `npm run interaction [-- --runs N] [--base <url>]`: how long a shopper waits after a tap until the
// page shows its effect, on a running shop (`npm start`), in Chromium at 4x CPU slowdown with a
// phone's viewport. Each run is a fresh browser context: it opens the listing, taps Filter and
// then a brand in the drawer; it signs in as the demo shopper, opens a product page and taps Add
// to Cart. A tap's figure is the browser's own Event Timing duration, from the tap to the next
// frame painted after its handlers ran (what INP counts), the longest event of that interaction.
// The browser reports only interactions of 16 ms or more, so a faster one prints as "< 16".
// Each control is scrolled into view and tapped 300 ms later, as a shopper sees it and then taps.
// Prints every run and the medians. It measures; it asserts nothing. Add to Cart puts one unit in
// the demo shopper's cart each run.
/* global window */
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { option } from './lib/cli-options.mjs';

import { DEMO_SHOPPER } from './lib/demo-accounts.mjs';

const runs = Number(option('--runs', 3));
const base = option('--base', 'http://localhost:5000');
const PRODUCT = '/product-details/1001';
/** Time given to the page after it is live before the tap: the session and catalog settle. */
const SETTLE_MS = 3000;
const MIN_REPORTED_MS = 16;

const executablePath = chromiumPath();

/** Starts collecting Event Timing entries of interactions in the page. */
const observe = (page) =>
  page.evaluate((threshold) => {
    window.interactionTimings = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId)
          window.interactionTimings.push({ id: entry.interactionId, ms: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: threshold });
  }, MIN_REPORTED_MS);

/** How long the control is on screen before the tap: a shopper sees it, then taps it. */
const SEEN_BEFORE_TAP_MS = 300;

/** Taps `locator` and returns the longest event duration of the interactions it started. */
async function timedTap(page, locator) {
  const before = await page.evaluate(() => window.interactionTimings.length);
  // Scrolled into view first, and tapped once it has been on screen a moment: Playwright's tap
  // scrolls and taps at once, so the tap waited for the scroll's own work (images coming into
  // view, the frame it draws), which no shopper's tap can meet.
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(SEEN_BEFORE_TAP_MS);
  await locator.tap();
  // Entries arrive after the frame is painted; give a slow frame time to come.
  await page.waitForTimeout(1500);
  const entries = await page.evaluate((from) => window.interactionTimings.slice(from), before);
  return entries.length === 0 ? null : Math.max(...entries.map((entry) => entry.ms));
}

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const live = (page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });

async function run(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    baseURL: base,
  });
  const page = await context.newPage();

  // Sign in first, at full speed: only the taps are measured.
  await page.goto('/login');
  await live(page);
  await page.getByLabel('Email Address').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password').fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);

  await throttled(context, page);
  await page.goto('/products');
  await live(page);
  await page.getByRole('main').getByRole('list').first().getByRole('listitem').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);
  await observe(page);
  const filter = await timedTap(page, page.getByRole('button', { name: /^Filter/ }));
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await drawer.waitFor();
  const brand = await timedTap(
    page,
    drawer.getByRole('group', { name: 'Brands' }).getByRole('checkbox').first(),
  );

  await page.goto(PRODUCT);
  await live(page);
  await page.waitForTimeout(SETTLE_MS);
  await observe(page);
  const add = await timedTap(page, page.getByRole('button', { name: 'Add to Cart', exact: true }));
  await context.close();
  return { 'Filter button': filter, 'a brand in the filters': brand, 'Add to Cart': add };
}

const shown = (ms) => (ms === null ? `< ${MIN_REPORTED_MS}` : String(Math.round(ms)));
const median = (values) => {
  const known = values.map((value) => value ?? 0).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)];
};

const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM_ARGS,
});
const results = [];
try {
  for (let at = 1; at <= runs; at += 1) {
    const result = await run(browser);
    results.push(result);
    console.log(
      `run ${at}: ${Object.entries(result)
        .map(([tap, ms]) => `${tap} ${shown(ms)} ms`)
        .join(', ')}`,
    );
  }
} finally {
  await browser.close();
}
console.log(`\nTap to next paint at 4x CPU, phone viewport, median of ${runs} runs (ms):`);
for (const tap of Object.keys(results[0] ?? {})) {
  const value = median(results.map((result) => result[tap]));
  console.log(`  ${tap.padEnd(24)} ${value === 0 ? `< ${MIN_REPORTED_MS}` : Math.round(value)}`);
}
