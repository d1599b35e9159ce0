import { execFileSync } from 'node:child_process';

import { defineConfig, devices } from '@playwright/test';

/** The system Chromium (Debian's package) when present; Playwright cannot download one here. */
function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // not installed under this name
    }
  }
  return undefined;
}

const executablePath = systemChromium();
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

/** Tests that change the shared catalog; see the large-catalog project below. */
const LARGE_CATALOG = /large-catalog\.spec\.ts$/;

/** Runs against the built app on the Hosting emulator; scripts/with-emulators.mjs starts it. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:5000',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: LARGE_CATALOG,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: LARGE_CATALOG,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
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
  ],
});
