import type { Page } from '@playwright/test';

import { expect, expectNoAxeViolations, test } from './support';

/*
 * The connection as a shopper on a phone meets it: the status under the header, and
 * the controls that need the network saying so before they fail.
 */
const connectionStatus = (page: Page) => page.getByRole('status').filter({ hasText: /offline|Back online/ });

/** Waits until the first sync has stored the catalog on the device and noted when. */
async function untilCatalogSaved(page: Page) {
  const saved = () =>
    page.evaluate(async () => {
      // Never create the database here: the app creates it, with its stores.
      if (!(await indexedDB.databases()).some((database) => database.name === 'eshop')) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('eshop');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('meta')) {
            db.close();
            resolve(false);
            return;
          }
          const read = db.transaction('meta').objectStore('meta').get('catalogSync');
          read.onsuccess = () => {
            db.close();
            resolve(typeof (read.result as { syncedAt?: unknown } | undefined)?.syncedAt === 'number');
          };
          read.onerror = () => {
            db.close();
            resolve(false);
          };
        };
      });
    });
  await expect.poll(saved, { timeout: 30_000 }).toBe(true);
}

test('offline the shop says so and how fresh the catalog is; the note goes once back and synced @phone', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await untilCatalogSaved(page);
  await context.setOffline(true);
  await expect(connectionStatus(page)).toHaveText(
    /^You are offline\. Saved catalog from \d{1,2}:\d\d\s[AP]M\.$/,
  );
  await context.setOffline(false);
  await expect(connectionStatus(page)).toHaveCount(0);
});

test('the offline status has no accessibility violations @phone', async ({ page, context }) => {
  await page.goto('/products');
  await context.setOffline(true);
  await expect(connectionStatus(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});

test('offline, login says it needs a connection and its buttons wait @phone', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await context.setOffline(true);
  const note = page
    .getByRole('status')
    .filter({ hasText: 'You are offline. Logging in needs a connection.' });
  await expect(note).toBeVisible();
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeDisabled();
  await expect(login).toHaveAccessibleDescription('You are offline. Logging in needs a connection.');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await context.setOffline(false);
  await expect(login).toBeEnabled();
  await expect(note).toHaveCount(0);
});
