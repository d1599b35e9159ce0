import type { Locator, Page } from '@playwright/test';

import { DEMO_ADMIN } from '../../scripts/lib/demo-accounts.mjs';
import { expect, expectNoAxeViolations, pauseClock, signIn, startSignedIn, test } from './support';

const SHOPPER_TABS = ['Profile', 'Orders', 'Wishlist', 'Security', 'Settings'];

/**
 * Whether the tab is wholly in sight: inside the tab row's visible box and inside the window; else
 * where it is.
 */
async function sightOf(page: Page, tab: Locator): Promise<string> {
  const row = page.getByRole('tablist', { name: 'Dashboard' });
  const [rowBox, tabBox] = await Promise.all([row.boundingBox(), tab.boundingBox()]);
  const windowWidth = page.viewportSize()?.width ?? 0;
  if (!rowBox || !tabBox) return 'not drawn';
  const [left, right] = [tabBox.x, tabBox.x + tabBox.width];
  const inRow = left >= rowBox.x - 0.5 && right <= rowBox.x + rowBox.width + 0.5;
  const inWindow = left >= 0 && right <= windowWidth;
  return inRow && inWindow
    ? 'in sight'
    : `at ${left}–${right}, the row at ${rowBox.x}–${rowBox.x + rowBox.width}`;
}

/** Waits until the tab is wholly in sight: the row may still be scrolling to it, smoothly. */
const expectTabInSight = (page: Page, tab: Locator) => expect.poll(() => sightOf(page, tab)).toBe('in sight');

/** The row's fade, as drawn: a mask fully transparent at each end that hides tabs. */
const CLEAR = 'rgba\\(0, 0, 0, 0\\)';
const SOLID = 'rgb\\(0, 0, 0\\)';
const fadedAt = (start: boolean, end: boolean) =>
  new RegExp(`^linear-gradient\\(to right, ${start ? CLEAR : SOLID}, .*, ${end ? CLEAR : SOLID}\\)$`);

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

  test('on a phone, a tab opened by its address is scrolled into sight and the row fades where more tabs are @phone', async ({
    page,
  }) => {
    await page.goto('/dashboard?tab=security');
    const row = page.getByRole('tablist', { name: 'Dashboard' });
    const security = row.getByRole('tab', { name: 'Security' });
    await expect(security).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Security' })).toBeVisible();
    await expectTabInSight(page, security);
    // Profile to Wishlist before it, Settings after it: both ends of the row hide a tab.
    await expect(row).toHaveCSS('mask-image', fadedAt(true, true));
    // Only the row scrolled to the tab: the page is still at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
  });

  test('on a phone, every tab can be reached by keyboard and by scrolling the row @phone', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const row = page.getByRole('tablist', { name: 'Dashboard' });
    const tab = (name: string) => row.getByRole('tab', { name });
    await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await expect(row).toHaveCSS('mask-image', fadedAt(false, true));
    const last = tab(SHOPPER_TABS[SHOPPER_TABS.length - 1] ?? '');
    expect(await sightOf(page, last)).not.toBe('in sight');

    // By keyboard: each tab in turn comes into sight as it is chosen.
    await tab('Profile').focus();
    for (const name of SHOPPER_TABS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(tab(name)).toBeFocused();
      await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
      await expectTabInSight(page, tab(name));
    }
    await expect(row).toHaveCSS('mask-image', fadedAt(true, false));
    await page.keyboard.press('Home');
    await expect(tab('Profile')).toBeFocused();
    await expectTabInSight(page, tab('Profile'));
    await expect(row).toHaveCSS('mask-image', fadedAt(false, true));

    // By scrolling the row sideways (a swipe, a trackpad): the last tab comes into sight, then a tap opens it.
    await row.hover();
    await page.mouse.wheel(1000, 0);
    await expectTabInSight(page, last);
    await expect(row).toHaveCSS('mask-image', fadedAt(true, false));
    await last.click();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/dashboard\?tab=settings$/);
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
