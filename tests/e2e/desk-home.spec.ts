import type { Page, TestInfo } from '@playwright/test';

import { DEMO_ADMIN } from '../../scripts/lib/demo-accounts.mjs';
import { MAX_LINE_QUANTITY } from '../../src/domain/shop-rules';

import { paidOrderOfOwnProduct } from './checkout-support';
import {
  actingWhenHydrated,
  expect,
  expectNoAxeViolations,
  signIn,
  takenByServiceWorker,
  test,
} from './support';

/*
 * The desk home: the operator's numbers, kept per day by the functions as orders are
 * paid. Each run sells a product of its own, in a quantity few tests sell, so its figures can be
 * found among the day's others (tests run side by side and all sell today).
 */

/** The most one order holds of a product: few tests sell more than a unit or two of one. */
const SOLD = MAX_LINE_QUANTITY;

/** A paid order of a product of the test's own (checkout-support.ts). */
const paidOrderOf = (testInfo: TestInfo) =>
  paidOrderOfOwnProduct(testInfo, {
    bases: [990_301, 990_311],
    units: SOLD,
    stock: SOLD + 1,
    shopper: 'desk-home',
  });

async function openDeskHome(page: Page) {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/dashboard?tab=desk');
  const home = page.getByTestId('desk-home');
  await expect(home.getByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
  await expect(home.getByText(/^Read at /)).toBeVisible({ timeout: 20_000 });
  return home;
}

test('the desk home shows a purchase made now: its product on top by units, its stock running out, the chart and its table @responsive', async ({
  page,
}, testInfo) => {
  test.slow(); // a purchase through the functions, then the desk's reads
  const { product } = await paidOrderOf(testInfo);
  const home = await openDeskHome(actingWhenHydrated(page));

  // Today's figures are drawn, each against yesterday.
  const today = home.getByRole('region', { name: 'Today' });
  await expect(today.getByRole('definition').first()).toHaveText(/^\$[\d,]+\.\d\d/);
  await expect(today).toContainText('Paid orders');
  await expect(today).toContainText('Checkout conversion');

  // Few tests sell more than a unit or two of a product: ten units put it among the top ten.
  const byUnits = home.getByRole('region', { name: 'Top products by units, last 30 days' });
  await expect(byUnits.getByRole('listitem').filter({ hasText: product.title })).toHaveText(
    `${product.title}${SOLD} units · $${(product.price * SOLD).toFixed(2)}`,
  );

  // 1 left after 10 sold in 14 days: about a day.
  const runningOut = home
    .getByRole('region', { name: 'Running out' })
    .getByRole('listitem')
    .filter({ hasText: product.title });
  await expect(runningOut).toContainText('1 in stock, about 1 day left');
  await expect(runningOut.getByRole('link', { name: product.title })).toHaveAttribute(
    'href',
    `/desk/products/${product.id}`,
  );

  // The chart is drawn on the page's width, and its figures are a table behind a toggle.
  const chart = home.getByTestId('desk-chart').locator('canvas').first();
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width <= viewport.width).toBe(true);
  const table = home.getByRole('table', { name: /Daily revenue and paid orders, last 30 days/ });
  await expect(table).toBeHidden();
  await home.getByRole('button', { name: 'Show as a table' }).click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  await home.getByRole('button', { name: '90 days' }).click();
  await expect(home.getByRole('table', { name: /last 90 days/ }).getByRole('row')).toHaveCount(91);
  await expectNoAxeViolations(page);
});

test('a shopper has no desk: no Desk tab, no numbers, and the desk’s pages refuse them', async ({ page }) => {
  await signIn(actingWhenHydrated(page));
  await page.goto('/dashboard?tab=desk');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Desk' })).toHaveCount(0);
  await expect(page.getByText('Sales at a glance')).toHaveCount(0);
  await page.goto('/desk/orders/any-order');
  await expect(page.getByText("The operator's desk is open to the shop's admins only.")).toBeVisible();
});

test.describe(() => {
  // Offline, the desk's chunks and the last numbers come from the device.
  test.use({ serviceWorkers: 'allow' });

  test('offline, the desk home shows the numbers last read, with the time they were read', async ({
    page,
    context,
  }) => {
    test.slow(); // the service worker's first visit, then an offline reload
    await signIn(actingWhenHydrated(page), DEMO_ADMIN);
    await page.goto('/dashboard?tab=desk');
    await takenByServiceWorker(page);
    const home = page.getByTestId('desk-home');
    const readAt = home.getByText(/^Read at /);
    await expect(readAt).toBeVisible({ timeout: 20_000 });
    const when = ((await readAt.textContent()) ?? '').replace(/^Read at (.*)\. Days run.*$/, '$1');
    const revenue = await home
      .getByRole('region', { name: 'Last 30 days' })
      .getByRole('definition')
      .first()
      .textContent();

    await context.setOffline(true);
    await page.reload();
    await expect(
      home.getByText(
        `These are the numbers last read on this device, at ${when}: they could not be updated now.`,
      ),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      home.getByRole('region', { name: 'Last 30 days' }).getByRole('definition').first(),
    ).toHaveText(revenue ?? '');
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });
});
