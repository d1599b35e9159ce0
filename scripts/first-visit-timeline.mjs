// `npm run timeline:first-visit [-- --runs N] [--base <url>]`: when, on a first visit, each step
// towards offline use happens, on a running shop (`npm start`). Each run is a new browser context
// holding only the demo shopper's signed-in session (a device on its first visit), with the
// service worker allowed; it opens a product page and notes, in the page's own clock
// (performance.now(), ms from navigation): the page shown (its heading painted), live (hydrated),
// the offline kit arrived (changes are kept offline from here), the service worker registered,
// and the page controlled by it (reloads and new pages work offline from here). Prints every run
// and the medians. It measures; it asserts nothing.
/* global document, window, MutationObserver */
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium.mjs';
import { option } from './lib/cli-options.mjs';
import { DEMO_SHOPPER } from './lib/demo-accounts.mjs';

const runs = Number(option('--runs', 3));
const base = option('--base', 'http://localhost:5000');
const PRODUCT = '/product-details/1001';
const STEPS = ['shown', 'live', 'kit', 'registered', 'controlled'];
const LONGEST_WAIT_MS = 30_000;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** The demo shopper's session, signed in once in a context without a service worker. */
async function signedInSession() {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email Address').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password').fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/** Notes each step's time in the page as it happens. */
function noteSteps() {
  const note = (step) => {
    const times = (window.firstVisitSteps ??= {});
    times[step] ??= Math.round(performance.now());
  };
  new MutationObserver(() => {
    const root = document.documentElement; // the page's, not the blank one this script starts in
    if (document.querySelector('h1')) note('shown');
    if (root.hasAttribute('data-hydrated')) note('live');
    if (root.hasAttribute('data-offline-kit')) note('kit');
  }).observe(document, { subtree: true, childList: true, attributes: true });
  navigator.serviceWorker.addEventListener('controllerchange', () => note('controlled'));
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...registerArgs) => {
    note('registered');
    return register(...registerArgs);
  };
}

const session = await signedInSession();
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow', storageState: session });
  const page = await context.newPage();
  await page.addInitScript(noteSteps);
  await page.goto(PRODUCT);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: LONGEST_WAIT_MS,
  });
  const times = await page.evaluate(() => window.firstVisitSteps);
  results.push(times);
  console.log(`run ${run}: ${STEPS.map((step) => `${step} ${times[step] ?? '-'} ms`).join(', ')}`);
  await context.close();
}
await browser.close();

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
console.log(
  `median of ${runs}: ${STEPS.map((step) => `${step} ${median(results.map((times) => times[step] ?? Infinity))} ms`).join(', ')}`,
);
