import { DEMO_ADMIN } from '../../scripts/lib/demo-accounts.mjs';
import { expect, expectNoAxeViolations, pauseClock, signIn, startSignedIn, test } from './support';

const SHOPPER_TABS = ['Profile', 'Orders', 'Wishlist', 'Security', 'Settings'];

test.describe('a shopper', () => {
  startSignedIn();

  test('sees every tab but Products, moves between them by keyboard, and a reload keeps the tab', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const tabs = page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab');
    await expect(tabs).toHaveText(SHOPPER_TABS);
    await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(page.getByText('Admin*')).toHaveCount(0);

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Orders' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Orders' })).toContainText('You have no orders yet.');
    await expect(page).toHaveURL(/\/dashboard\?tab=orders$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const tab of SHOPPER_TABS) {
    test(`the ${tab} tab has no accessibility violations`, async ({ page }) => {
      await page.goto(`/dashboard?tab=${tab.toLowerCase()}`);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    });
  }
});

test('the admin’s Products tab has no accessibility violations', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/dashboard?tab=products');
  await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
  await page.getByLabel('Discount Available').selectOption('Yes');
  await expect(page.getByLabel('Discount Percent')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the admin’s profile is marked Admin*', async ({ page }) => {
  await signIn(page, DEMO_ADMIN);
  const heading = page.getByRole('heading', { level: 2, name: /^Profile Information/ });
  await expect(heading).toContainText('Admin*');
  await expect(heading.getByText('Admin*', { exact: true })).toBeVisible();
});

test('a toast on an account page closes by itself after 3 seconds', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO_ADMIN);
  await page.goto('/dashboard?tab=products');
  const form = page.getByRole('tabpanel', { name: 'Products' });
  // The shop refuses the save, as it refuses a shopper's: nothing is added to the catalog.
  await page.route('**/documents:commit*', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
      }),
    }),
  );
  await form.getByLabel('Title').fill('Refused Lamp');
  await form.getByLabel('Price', { exact: true }).fill('25');
  await form.getByRole('textbox', { name: 'Image link 1', exact: true }).fill('/images/refused-lamp.svg');
  // The toast area is up before time stops: from then on only the test moves the clock.
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  await pauseClock(page);
  await form.getByRole('button', { name: 'Add Product' }).click();
  const toast = page.getByText('Only admins can add products.');
  // sonner puts a toast up on a timer of its own: time moves on a millisecond at a time until it is up.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return toast.isVisible();
    })
    .toBe(true);
  await page.clock.runFor(2800);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1100); // past its 3000 ms, and through its way out
  await expect(toast).toBeHidden();
});
