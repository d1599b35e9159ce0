import type { Browser, Page, TestInfo } from '@playwright/test';

import { DEMO_ADMIN } from '../../scripts/lib/demo-accounts.mjs';
import { readDocument, upsertAccount } from '../../scripts/lib/emulator-rest.mjs';
import {
  cartOf,
  checkout,
  deliver,
  idTokenFor,
  orderOf,
  sessionEvent,
  stockOf,
} from '../../scripts/lib/shop-client';
import { aBilling } from '../support/factories';
import {
  goToPayment,
  openCheckout,
  orderOfPaymentPage,
  ownProductId,
  writeOwnProduct,
} from './checkout-support';
import {
  actingWhenHydrated,
  addShownProduct,
  addToCart,
  expect,
  expectNoAxeViolations,
  money,
  signIn,
  signInAsNewShopper,
  takenByServiceWorker,
  test,
} from './support';

/*
 * The operator's desk end to end: the real checkout, the Stripe stand-in, the desk's
 * Cloud Function and the shopper's order page. Each test sells or edits products of its own
 * (writeOwnProduct), which no other test counts.
 */

const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** The seeded admin, signed in on a page of its own, on the dashboard's Desk tab. */
async function adminAtDesk(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
  const page = actingWhenHydrated(await context.newPage());
  await signIn(page, DEMO_ADMIN);
  await page.goto('/dashboard?tab=desk');
  await expect(
    page.getByRole('tabpanel', { name: 'Desk' }).getByRole('heading', { name: "Operator's desk" }),
  ).toBeVisible();
  return page;
}

const deskPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Desk' });

test.describe(() => {
  // The shopper's order page is read offline once opened: an offline reload rests on the service worker.
  test.use({ serviceWorkers: 'allow' });

  test('a shopper buys; the admin ships it and refunds one line; the shopper’s order page shows each, offline too', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    test.slow(); // a purchase, the service worker's first visit, two accounts
    const lamp = await writeOwnProduct(ownProductId(990_201, testInfo.retry), 10);
    const shade = await writeOwnProduct(ownProductId(990_202, testInfo.retry), 10);
    const account = await signInAsNewShopper(page, testInfo);
    await addToCart(page, lamp.id);
    await addToCart(page, shade.id);
    await openCheckout(page);
    await goToPayment(page, account.email);
    const orderId = await orderOfPaymentPage(page.url());
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: 30_000 });
    expect(await stockOf(lamp.id)).toBe(9);

    // The admin finds the order on the desk, newest first, and ships it.
    const admin = await adminAtDesk(browser, testInfo);
    const row = deskPanel(admin)
      .getByTestId('desk-orders')
      .getByRole('row', { name: new RegExp(orderNumber(orderId)) });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Nia Newcomer');
    await expectNoAxeViolations(admin);
    await row.getByRole('link', { name: orderNumber(orderId) }).click();
    await expect(
      admin.getByRole('heading', { level: 1, name: `Order ${orderNumber(orderId)}` }),
    ).toBeVisible();
    await admin.getByLabel('Carrier').fill('UPS');
    await admin.getByLabel('Tracking number').fill('1z999aa10123456784');
    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Marked shipped' })).toHaveText(
      'Marked shipped: UPS, tracking number 1Z999AA10123456784.',
    );
    await expect(admin.getByTestId('desk-order-status')).toHaveText('Shipped');
    await expect(admin.getByTestId('order-history').getByRole('row').last()).toHaveText(
      /Shipped: UPS, 1Z999AA10123456784.*Shipped.*admin@eshop\.test/,
    );
    await expectNoAxeViolations(admin);

    // The shopper's page shows it; once seen, it reads offline too.
    await page.goto(`/orders/${orderId}`);
    await takenByServiceWorker(page);
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    await expect(page.getByTestId('order-tracking')).toHaveText('UPS, tracking number 1Z999AA10123456784');
    await expectNoAxeViolations(page);
    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByText('Your order as last seen on this device: it could not be updated now.'),
    ).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Shipped');
    await expect(page.getByTestId('order-tracking')).toHaveText('UPS, tracking number 1Z999AA10123456784');
    await context.setOffline(false);

    // The admin refunds the lamp's line. The order has shipped, so the desk asks whether the unit
    // goes back on sale, no by default; the admin says yes (it came back): the lamp's unit goes
    // back to stock, the shade's does not.
    await admin.getByLabel(`Units of ${lamp.title} (Off White) to refund, 1 left`).fill('1');
    const restock = admin.getByRole('group', { name: 'Put the refunded units back on sale?' });
    await expect(restock.getByRole('radio', { name: 'No, keep them off sale' })).toBeChecked();
    await restock.getByRole('radio', { name: 'Yes, add them back to the stock' }).check();
    admin.once('dialog', (dialog) => void dialog.accept());
    const sent = admin.waitForRequest((request) => request.url().endsWith('/api/desk/refund'));
    await admin.getByRole('button', { name: 'Refund selected units' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ restock: true });
    await expect(admin.getByRole('status').filter({ hasText: 'Refunded' })).toHaveText(
      'Refunded $25.00. The units are back in stock.',
    );
    await expect(admin.getByTestId('desk-order-status')).toHaveText('Partially refunded');
    await expect.poll(() => stockOf(lamp.id)).toBe(10);
    expect(await stockOf(shade.id)).toBe(9);

    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText('Partially refunded');
    await expect(page.getByTestId('order-payment')).toHaveText('Paid $60.00, $25.00 refunded');
    await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText(
      `Partially refunded$25.00 for 1 × ${lamp.title}`,
    );
    // Who did it stays with the shop: the shopper's page never names the operator.
    await expect(page.getByRole('main')).not.toContainText(DEMO_ADMIN.email);
    await admin.context().close();
  });
});

test('a payment of the wrong amount puts its order in the review queue on top of the desk; the admin resolves it', async ({
  browser,
}, testInfo) => {
  const lamp = await writeOwnProduct(ownProductId(990_211, testInfo.retry), 5);
  const uid = `review-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}`;
  const shopper = { uid, email: `${uid}@eshop.test`, password: 'Shopper#2026', displayName: 'Rey Reviewed' };
  await upsertAccount(shopper);
  const answer = await checkout(
    {
      products: cartOf({ id: lamp.id, quantity: 1 }),
      billing: aBilling({ firstname: 'Rey', lastname: 'Reviewed', email: shopper.email }),
    },
    { token: await idTokenFor(shopper.email, shopper.password) },
  );
  expect(answer.status).toBe(200);
  const orderId = answer.body.orderId ?? '';
  expect(await deliver(sessionEvent(orderId, answer.body.id ?? '', 100))).toBe(200);
  await expect.poll(async () => (await orderOf(orderId))?.status).toBe('needs-review');

  const admin = await adminAtDesk(browser, testInfo);
  const desk = deskPanel(admin);
  // The queue is the desk's first list, under its numbers and above every order.
  const sections = desk.getByRole('heading', { level: 3 });
  await expect(sections.first()).toHaveText('Sales at a glance');
  await expect(sections.nth(1)).toHaveText('Needs review');
  const queued = desk
    .getByTestId('review-queue')
    .getByRole('listitem')
    .filter({ hasText: orderNumber(orderId) });
  await expect(queued).toContainText('Rey Reviewed');
  await expect(queued.getByTestId('review-reason')).toHaveText("Paid 100 usd, not the order's total.");
  await expectNoAxeViolations(admin);

  await queued.getByRole('link', { name: orderNumber(orderId) }).click();
  await expect(admin.getByTestId('desk-order-status')).toHaveText('Needs review');
  await expect(admin.getByText("Review: Paid 100 usd, not the order's total.")).toBeVisible();
  await admin.getByRole('button', { name: 'Fulfil the order' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Resolved' })).toHaveText(
    'Resolved: the order goes ahead.',
  );
  await expect(admin.getByTestId('desk-order-status')).toHaveText('Paid');
  await expect(admin.getByTestId('order-history').getByRole('row').last()).toContainText(
    'Review resolved: fulfil',
  );

  await admin.getByRole('link', { name: 'Desk', exact: true }).click();
  const queue = deskPanel(admin).getByTestId('review-queue');
  await expect(queue.getByText('Loading the orders to review…')).toHaveCount(0);
  await expect(queue).not.toContainText(orderNumber(orderId));
  await admin.context().close();
});

test('the admin edits a low-stock product’s price, checked as when adding, then hides it; a shopper sees each at the next sync', async ({
  page,
  browser,
}, testInfo) => {
  const lamp = await writeOwnProduct(ownProductId(990_221, testInfo.retry), 3);
  // The product page's price, as a screen reader reads it ("Price: $25.00").
  const price = (amount: string) => page.getByRole('main').getByText(`Price: ${amount}`, { exact: true });
  await page.goto(`/product-details/${lamp.id}`);
  await expect(price('$25.00')).toBeVisible();

  const admin = await adminAtDesk(browser, testInfo);
  const low = deskPanel(admin).getByTestId('low-stock').getByRole('listitem').filter({ hasText: lamp.title });
  await expect(low).toContainText('3 in stock');
  await low.getByRole('link', { name: `Edit ${lamp.title}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Edit ${lamp.title}` })).toBeVisible();
  await expectNoAxeViolations(admin);

  await admin.getByLabel('Price', { exact: true }).fill('19.999');
  await admin.getByRole('button', { name: 'Save product' }).click();
  await expect(admin.getByLabel('Price', { exact: true })).toHaveAccessibleDescription(
    'Please enter the price in dollars and cents, at most 2 decimals, up to 1,000,000.',
  );
  await expect(admin.getByLabel('Price', { exact: true })).toBeFocused();
  await admin.getByLabel('Price', { exact: true }).fill('19.99');
  await admin.getByLabel('Stock').fill('12');
  await admin.getByRole('button', { name: 'Save product' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  expect(await readDocument(`Products/${lamp.id}`)).toMatchObject({ price: 19.99, stock: 12 });

  await page.reload();
  await expect(price('$19.99')).toBeVisible({ timeout: 30_000 });

  await admin.getByLabel('Visibility').selectOption('Hidden from the shop');
  await admin.getByRole('button', { name: 'Save product' }).click();
  await expect(admin.getByText(/, hidden from the shop$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
    timeout: 30_000,
  });
  await admin.context().close();
});

test('the admin sets a scarce product’s limit per order; the shopper sees it on its page and in the cart, and cannot pass it', async ({
  page,
  browser,
}, testInfo) => {
  const drone = await writeOwnProduct(ownProductId(990_226, testInfo.retry), 4);
  const admin = await adminAtDesk(browser, testInfo);
  const low = deskPanel(admin)
    .getByTestId('low-stock')
    .getByRole('listitem')
    .filter({ hasText: drone.title });
  await low.getByRole('link', { name: `Edit ${drone.title}` }).click();
  await expect(admin.getByLabel('Limit per order')).toHaveValue('');
  await admin.getByLabel('Limit per order').selectOption('2');
  await admin.getByRole('button', { name: 'Save product' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  expect(await readDocument(`Products/${drone.id}`)).toMatchObject({ limitPerOrder: 2, stock: 4 });

  await signInAsNewShopper(page, testInfo);
  await page.goto(`/product-details/${drone.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Limit 2 per order')).toBeVisible({ timeout: 30_000 });
  const more = main.getByRole('button', { name: 'Increase quantity' });
  await more.click();
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await expect(more).toHaveAccessibleDescription('At most 2 of this item per order');
  await addShownProduct(page);

  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: `${drone.title} (Off White)` });
  const plus = line.getByRole('button', { name: `Increase quantity of ${drone.title} (Off White)` });
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await expect(plus).toHaveAccessibleDescription('At most 2 of this item per order');

  await admin.getByLabel('Limit per order').selectOption({ label: "The shop's limit (10)" });
  await admin.getByRole('button', { name: 'Save product' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
  expect(await readDocument(`Products/${drone.id}`)).not.toHaveProperty('limitPerOrder');
  await admin.context().close();
});

test('on a phone, the desk keeps to the screen: an order is a card, a product’s name has its row’s width @phone', async ({
  browser,
}, testInfo) => {
  const lamp = await writeOwnProduct(ownProductId(990_231, testInfo.retry), 3);
  const uid = `phone-desk-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}`;
  const shopper = { uid, email: `${uid}@eshop.test`, password: 'Shopper#2026', displayName: 'Pia Phone' };
  await upsertAccount(shopper);
  const answer = await checkout(
    {
      products: cartOf({ id: lamp.id, quantity: 1 }),
      billing: aBilling({ firstname: 'Pia', lastname: 'Vandenberghe-Oosterhuis', email: shopper.email }),
    },
    { token: await idTokenFor(shopper.email, shopper.password) },
  );
  expect(answer.status).toBe(200);
  const orderId = answer.body.orderId ?? '';

  const admin = await adminAtDesk(browser, testInfo);
  const desk = deskPanel(admin);
  // Too narrow for the table's five columns: each order is a card with all the row would say.
  const card = desk
    .getByTestId('desk-order-cards')
    .getByRole('listitem')
    .filter({ hasText: orderNumber(orderId) });
  await expect(card).toContainText('Pia Vandenberghe-Oosterhuis');
  await expect(card).toContainText(money(Number((await orderOf(orderId))?.total)));
  await expect(card).toContainText(/Pending payment · placed /);
  await expect(desk.getByTestId('desk-orders')).toBeHidden();

  // The product's name takes its row's width, its price, stock and Edit below it.
  const row = desk.getByTestId('low-stock').getByRole('listitem').filter({ hasText: lamp.title });
  const name = row.getByText(lamp.title);
  const edit = row.getByRole('link', { name: `Edit ${lamp.title}` });
  await expect(edit).toBeVisible();
  const [rowBox, nameBox, editBox] = await Promise.all([
    row.boundingBox(),
    name.boundingBox(),
    edit.boundingBox(),
  ]);
  expect(nameBox?.width).toBeCloseTo(rowBox?.width ?? 0, 0);
  expect(editBox?.y).toBeGreaterThanOrEqual((nameBox?.y ?? 0) + (nameBox?.height ?? 0));

  // Nothing on the desk is wider than the phone: the page never scrolls sideways.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    admin.viewportSize()?.width ?? 0,
  );
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
