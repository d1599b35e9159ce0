import type { Page } from '@playwright/test';

import { readDocument, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { aBilling } from '../support/factories';
import {
  accountCart,
  addToCart,
  expect,
  expectNoAxeViolations,
  seededProduct,
  signInAsNewShopper,
  test,
} from './support';

// The shopper deleted is one of the test's own: the seeded shopper's session is shared.

const product = seededProduct((p) => p.stock > 5 && p.tags.length > 0, 'listed product in stock');

/** What this device keeps for the shop: the cart's database lines and the account's copies. */
const deviceCopies = (page: Page) =>
  page.evaluate(async () => {
    const accountCopies = Object.keys(localStorage).filter((key) => key.startsWith('eshop-account:'));
    const cartLines = await new Promise<number>((resolve) => {
      const opening = indexedDB.open('eshop-cart');
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('lines')) return resolve(0);
        const counting = db.transaction('lines').objectStore('lines').count();
        counting.onsuccess = () => resolve(counting.result);
        counting.onerror = () => resolve(-1);
      };
      opening.onerror = () => resolve(-1);
    });
    return { accountCopies, cartLines };
  });

test('delete account end to end: asked twice, password confirmed, orders kept without the shopper', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await signInAsNewShopper(page, testInfo);
  const orderId = `${account.uid}-order`;
  await writeDocuments([
    {
      path: `Orders/${orderId}`,
      data: {
        uid: account.uid,
        lines: [
          {
            id: product.id,
            title: product.title,
            variant: 'Off White',
            quantity: 1,
            unitPrice: product.price,
            image: '',
          },
        ],
        billing: aBilling({ email: account.email }),
        subtotal: product.price,
        shipping: 10,
        total: product.price + 10,
        currency: 'usd',
        status: 'paid',
        sessionId: 'cs_test_deleted',
        createdAt: new Date(),
      },
    },
  ]);
  await addToCart(page, product.id);
  await expect.poll(() => accountCart(account.uid)).toHaveLength(1);
  // The Orders tab keeps its offline copy of the orders on the device.
  await page.goto('/dashboard?tab=orders');
  await expect(page.getByRole('tabpanel', { name: 'Orders' }).getByText('Paid')).toBeVisible();
  expect((await deviceCopies(page)).accountCopies.length).toBeGreaterThan(0);

  await page.goto('/dashboard?tab=settings');
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await expect(settings.getByRole('heading', { name: 'This device' })).toBeVisible();
  await expect(settings.getByLabel('Save data')).toBeVisible();
  await expectNoAxeViolations(page);

  await settings.getByRole('button', { name: 'Delete account' }).click();
  await settings.getByRole('button', { name: 'Delete my account' }).click();
  await expect(settings.getByLabel('Password')).toHaveAccessibleDescription(
    'Please enter your password to confirm.',
  );
  await expectNoAxeViolations(page);

  await settings.getByLabel('Password').fill('Not#ThePassword1');
  await settings.getByRole('button', { name: 'Delete my account' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Your password is not correct.');
  expect(await readDocument(`Users/${account.uid}`)).toBeDefined();

  await settings.getByLabel('Password').fill(account.password);
  await settings.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  // The device keeps nothing of the account.
  expect(await deviceCopies(page)).toEqual({ accountCopies: [], cartLines: 0 });
  // The server: no Users record; the order kept, without name or contact details.
  expect(await readDocument(`Users/${account.uid}`)).toBeUndefined();
  const order = (await readDocument(`Orders/${orderId}`)) as Record<string, unknown>;
  expect(order).toMatchObject({
    uid: account.uid,
    status: 'paid',
    total: product.price + 10,
    accountDeleted: true,
  });
  expect(order.billing).toEqual({ country: aBilling().country });
  expect(order.lines).toHaveLength(1);

  // The old credentials no longer sign in.
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('No user found with this email. Please sign up first.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('notification preferences are kept with the account; device settings are the device’s', async ({
  page,
}, testInfo) => {
  const account = await signInAsNewShopper(page, testInfo);
  await page.goto('/dashboard?tab=settings');
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  const priceDrops = settings.getByRole('checkbox', { name: 'Price drops' });
  await expect(priceDrops).not.toBeChecked();
  await priceDrops.check();
  await expect(settings.getByText('Your notification preferences have been saved.')).toBeVisible();
  await expect
    .poll(
      async () => ((await readDocument(`Users/${account.uid}`)) as { notifications?: unknown }).notifications,
    )
    .toEqual({ priceDrops: true });
  await expectNoAxeViolations(page);

  await settings.getByRole('checkbox', { name: 'Save data' }).check();
  expect(await page.evaluate(() => localStorage.getItem('eshop-save-data'))).toBe('true');

  await page.reload();
  await expect(
    page.getByRole('tabpanel', { name: 'Settings' }).getByRole('checkbox', { name: 'Price drops' }),
  ).toBeChecked();
  await expect(
    page.getByRole('tabpanel', { name: 'Settings' }).getByRole('checkbox', { name: 'Order updates' }),
  ).not.toBeChecked();
});
