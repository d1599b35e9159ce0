import type { Page } from '@playwright/test';

/**
 * Opens a prerendered page with its script held back, as on a slow link where the shopper uses
 * the page well before it is live (it asks for its script only after the first paint). The
 * returned function lets the script through (for this page and any it navigates to) and waits
 * until the page is live.
 */
export async function openBeforeLive(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  };
}
