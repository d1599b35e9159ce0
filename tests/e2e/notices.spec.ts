import type { Page } from '@playwright/test';

import { listDocuments, readDocument, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { productDocument } from '../../scripts/seed.mjs';
import { ownProductId, writeOwnProduct } from './checkout-support';
import { expect, expectNoAxeViolations, signInAsNewShopper, takenByServiceWorker, test } from './support';

/*
 * A price drop and a restock of a wished product, written to Firestore by an admin, reach
 * the shopper as notices (the productNotices function fans them out to Users/{uid}/notices): in
 * the header's count and the wishlist page's list after the next sync, and as system
 * notifications on a device where the shopper turned them on from Settings.
 */

// The system notifications are shown through the service worker.
test.use({ serviceWorkers: 'allow' });

const wishlistLink = (page: Page) => page.getByTestId('wishlist-link');

/** The titles of the system notifications the service worker is showing. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((notification) => notification.title).sort();
  });

test('a price drop and a restock by an admin make one notice each, and opening one goes to its product', async ({
  page,
  context,
}, testInfo) => {
  test.slow(); // the service worker, Settings, and the function's fan-out
  // A product of the test's own, out of stock at $25.00, which no other test shows or counts.
  const lamp = await writeOwnProduct(ownProductId(990_081, testInfo.retry), 0);
  const account = await signInAsNewShopper(page, testInfo);
  await context.grantPermissions(['notifications']);
  await takenByServiceWorker(page);

  // Settings: price drops and restocks as system notifications, on this device (a button, never on load).
  await page.goto('/dashboard?tab=settings');
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: 'Price drops' }).check();
  await expect(settings.getByText('Your notification preferences have been saved.')).toBeVisible();
  await settings.getByRole('checkbox', { name: 'Back in stock' }).check();
  await expect(settings.getByRole('checkbox', { name: 'Back in stock' })).toBeEnabled();
  await settings.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(settings.getByText('Notifications are on for this device.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/product-details/${lamp.id}`);
  await page.getByRole('button', { name: `Save ${lamp.title} to wishlist` }).click();
  await expect
    .poll(async () => ((await readDocument(`Users/${account.uid}`)) as { wishlist?: string[] }).wishlist)
    .toEqual([String(lamp.id)]);

  // The admin lowers the price, then restocks: two writes, each noticed once.
  const cheaper = { ...lamp, price: 20, updatedAt: Date.now() };
  await writeDocuments([productDocument(cheaper)]);
  const restocked = { ...cheaper, stock: 6, updatedAt: Date.now() };
  await writeDocuments([productDocument(restocked)]);
  await expect
    .poll(async () => (await listDocuments(`Users/${account.uid}/notices`)).length, { timeout: 20_000 })
    .toBe(2);

  // The next sync (the page loaded again) brings them, with the catalog's new price.
  await page.reload();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 product saved, 2 unread notices');
  await expect(page.getByText('$20.00').first()).toBeVisible();
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([`Back in stock: ${lamp.title}`, `Price drop: ${lamp.title}`]);

  await wishlistLink(page).click();
  const notices = page.getByRole('list', { name: 'Notices' }).getByRole('link');
  await expect(page.getByRole('heading', { name: 'Notices (2 unread)' })).toBeVisible();
  await expect(notices).toHaveText([/Back in stock: Ledger Lamp/, /Price drop: Ledger Lamp/]);
  await expect(notices.nth(1)).toContainText('Now $20.00, was $25.00.');
  await expectNoAxeViolations(page);

  await notices.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/product-details/${lamp.id}$`));
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 product saved, 1 unread notice');
  const priceDrop = (await listDocuments(`Users/${account.uid}/notices`)).find(
    (notice) => notice.kind === 'price-drop',
  );
  await expect
    .poll(async () => (await readDocument(`Users/${account.uid}/notices/${priceDrop?.id}`))?.read)
    .toBe(true);
});
