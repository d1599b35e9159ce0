import { readFileSync } from 'node:fs';

import type { TestInfo } from '@playwright/test';

import { DEMO_ADMIN } from '../../scripts/lib/demo-accounts.mjs';
import { paidOrderOfOwnProduct } from './checkout-support';
import { expect, expectNoAxeViolations, signIn, test } from './support';

/*
 * The desk's export: the orders of a period as a CSV file built in the browser. Each
 * run buys a product of its own, so its line can be told from the other tests' orders of the day.
 */

const UNITS = 2;

const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** A paid order of a product of the test's own (checkout-support.ts). */
const paidOrder = (testInfo: TestInfo) =>
  paidOrderOfOwnProduct(testInfo, {
    bases: [990_321, 990_331],
    units: UNITS,
    stock: 10,
    shopper: 'desk-export',
  });

test('the admin downloads the last 30 days of orders as CSV, a line per order line @responsive', async ({
  page,
}, testInfo) => {
  test.slow(); // a purchase through the functions, then a read of every order of 30 days
  const { product, orderId } = await paidOrder(testInfo);
  await signIn(page, DEMO_ADMIN);
  await page.goto('/dashboard?tab=desk');
  const exporter = page.getByTestId('orders-export');
  await expect(exporter.getByRole('heading', { name: 'Export orders' })).toBeVisible({ timeout: 20_000 });

  // A period that ends before it starts is refused, with the reason.
  const from = exporter.getByLabel('From', { exact: true });
  const to = exporter.getByLabel('To', { exact: true });
  const chosenFrom = await from.inputValue();
  const chosenTo = await to.inputValue();
  await from.fill('2099-01-02');
  await to.fill('2099-01-01');
  await exporter.getByRole('button', { name: 'Download CSV' }).click();
  await expect(exporter.getByRole('alert')).toHaveText('Choose a From date on or before the To date.');
  await expect(from).toBeFocused();
  await from.fill(chosenFrom);
  await to.fill(chosenTo);

  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await exporter.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`eshop-orders-${chosenFrom}-to-${chosenTo}.csv`);
  await expect(exporter.getByRole('status')).toHaveText(
    new RegExp(`^Downloaded eshop-orders-${chosenFrom}-to-${chosenTo}\\.csv: \\d+ orders?, \\d+ lines?\\.$`),
    { timeout: 30_000 },
  );

  const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFFDate,Order number,Status,Product,Product id,Variant,Units,Unit price,Refunded units',
  );
  const ours = lines.filter((line) => line.includes(`,${orderNumber(orderId)},`));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC,${orderNumber(orderId)},Paid,${product.title},${product.id},Off White,${UNITS},${product.price.toFixed(2)},0$`,
    ),
  );

  // The section fits the screen, on a phone too.
  const box = await exporter.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width <= viewport.width).toBe(true);
  await expectNoAxeViolations(page);
});
