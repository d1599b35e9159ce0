import { DEMO_ADMIN } from '../../scripts/lib/demo-accounts.mjs';
import { expect, expectNoAxeViolations, signIn, startSignedIn, test } from './support';

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
