import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';

/** The system Chromium when present (scripts/lib/chromium.mjs); Playwright cannot download one here. */
const executablePath = findChromium();
const launchOptions = { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS };

/** Tests that change the shared catalog; see the last two projects below. */
const LARGE_CATALOG = /large-catalog\.spec\.ts$/;
const ADD_PRODUCT = /add-product\.spec\.ts$/;
const CATALOG_WRITES = /(large-catalog|add-product)\.spec\.ts$/;

/*
 * Viewports. A test runs in the desktop project unless tagged '@phone'; it runs in the phone
 * project too only when its behaviour depends on the screen width, tagged '@responsive' (layout,
 * the header's controls, the filter drawer, axe scans) or '@phone' (the mobile menu, the drawer).
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/*
 * Sized for CI: a loaded 2-core machine that also runs the Java Firestore emulator and the Node
 * Auth, Functions and Hosting emulators. Tests wait for states, never for time; the timeouts
 * only bound how long a state may take on such a machine (a first catalog read, an axe scan).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // A safety net only: the CI reporter lists every test that needed it (tests/e2e/flaky-reporter.ts).
  retries: process.env.CI ? 1 : 0,
  // Every run ends with each spec file's time and its slowest tests (tests/e2e/spec-timings-reporter.ts).
  reporter: process.env.CI
    ? [['list'], ['./tests/e2e/flaky-reporter.ts'], ['./tests/e2e/spec-timings-reporter.ts']]
    : [['list'], ['./tests/e2e/spec-timings-reporter.ts']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:5000',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Only the PWA and offline files let the service worker in (they opt in with test.use). Elsewhere
    // it would precache the app in every test and raise its "ready to work offline" toast at a
    // moment of its own, over the controls a test is about to click.
    serviceWorkers: 'block',
    // Recording a trace of every test (to keep the failed ones) made the whole suite about a third
    // slower on 2 cores; CI records one on the retry of a failed test instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: CATALOG_WRITES,
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: CATALOG_WRITES,
      grep: /@responsive\b|@phone\b/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: PHONE,
        isMobile: false,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      // Adds products to the shared emulator, so it runs alone once the others are done.
      name: 'large-catalog',
      testMatch: LARGE_CATALOG,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Adds a product, which would change the counts the large-catalog tests check: after them.
      name: 'add-product',
      testMatch: ADD_PRODUCT,
      dependencies: ['large-catalog'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
});
