import type { Page } from '@playwright/test';

import { fillBilling, openCheckout, placeOrder } from './checkout-support';
import {
  actingWhenHydrated,
  addToCart,
  expect,
  expectNoAxeViolations,
  seededProduct,
  signIn,
  signInAsNewShopper,
  test,
} from './support';

// Each test signs in a shopper of its own: changing a password or ending sessions must never touch
// the seeded shopper, whose session the other tests share.

const product = seededProduct((p) => p.stock > 5 && p.tags.length > 0, 'listed product in stock');

async function openSecurityTab(page: Page) {
  await page.goto('/dashboard?tab=security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
}

test('a shopper changes the password, then signs in with the new one', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const account = await signInAsNewShopper(page, testInfo);
  await openSecurityTab(page);
  await expect(page.getByTestId('sign-in-methods')).toHaveText('Email and password');
  await expect(page.getByText(/two-factor/i)).toHaveCount(0);

  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel('New Password').fill('weak');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByLabel('New Password')).toHaveAccessibleDescription(
    'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Current Password').fill('Not#ThePassword1');
  await page.getByLabel('New Password').fill('Changed#2027');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your current password is not correct.');

  await page.getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed. You stay signed in here')).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolations(page);

  // This device stays signed in across a reload, and Firestore still takes its writes: its session
  // is newer than the change, which ended every older one.
  await page.goto('/dashboard?tab=settings');
  await page.getByRole('tabpanel', { name: 'Settings' }).getByLabel('Price drops').check();
  await expect(page.getByText('Your notification preferences have been saved.')).toBeVisible();

  await openSecurityTab(page);
  await page.getByRole('button', { name: 'Sign out of this device' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, { email: account.email, password: 'Changed#2027' });
});

test('sign out everywhere: another browser’s next checkout is refused, and that browser is signed out', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await signInAsNewShopper(page, testInfo);

  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
    serviceWorkers: 'block',
  });
  try {
    const second = actingWhenHydrated(await other.newPage());
    await signIn(second, account);
    await addToCart(second, product.id);
    await openCheckout(second);
    await fillBilling(second, account.email);
    // Revocation counts in whole seconds: the second browser's session must begin in an earlier one.
    await second.waitForTimeout(1100);

    await openSecurityTab(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

    const refused = second.waitForResponse((response) =>
      response.url().endsWith('/api/create-checkout-session'),
    );
    await placeOrder(second).click();
    const answer = await refused;
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ code: 'session-revoked' });
    await expect(second).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(second.getByText('You have been signed out. Please log in again.')).toBeVisible();
  } finally {
    await other.close();
  }
});
