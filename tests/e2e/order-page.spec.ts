import { readFileSync } from 'node:fs';

import { upsertAccount, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { aBilling } from '../support/factories';
import { expect, expectNoAxeViolations, seededProduct, signInAsNewShopper, test } from './support';

/*
 * The shopper's order page and receipt. The orders are written straight to the
 * emulator, as the functions leave them after a sale and a shipment; the desk's own test
 * (desk.spec.ts) makes them through the real checkout and desk.
 */

const speaker = seededProduct((product) => product.images.length > 0, 'product with an image');
const PLACED = new Date(Date.UTC(2026, 10, 20, 9, 30));
const PAID = new Date(Date.UTC(2026, 10, 20, 9, 31));
const SHIPPED = new Date(Date.UTC(2026, 10, 21, 14, 0));

/** An order of `uid` as the functions keep it: paid, and shipped when `shipped`. */
function anOrder(uid: string, email: string, { shipped }: { shipped: boolean }) {
  const price = speaker.price;
  return {
    uid,
    lines: [
      {
        id: speaker.id,
        title: speaker.title,
        variant: 'Off White',
        quantity: 2,
        unitPrice: price,
        image: speaker.images[0] ?? '',
      },
    ],
    billing: aBilling({ email, orderNotes: 'Leave it with the neighbour' }),
    subtotal: price * 2,
    shipping: 10,
    total: price * 2 + 10,
    currency: 'usd',
    status: shipped ? 'shipped' : 'paid',
    sessionId: 'cs_test_order_page',
    hold: 'sold',
    createdAt: PLACED,
    paidAt: PAID,
    ...(shipped
      ? { shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: SHIPPED } }
      : {}),
    history: [
      { event: 'placed', status: 'pending', at: PLACED },
      { event: 'paid', status: 'paid', at: PAID },
      ...(shipped
        ? [
            {
              event: 'shipped',
              status: 'shipped',
              at: SHIPPED,
              by: { uid: 'demo-admin', email: 'admin@eshop.test' },
              carrier: 'UPS',
              trackingNumber: '1Z999AA10123456784',
            },
          ]
        : []),
    ],
  };
}

/** Text as an HTML file writes it: the receipt file escapes what it quotes from the order. */
const asHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test('the Orders tab opens an order’s page: lines at the prices paid, billing, payment and timeline; others’ orders are not found', async ({
  page,
}, testInfo) => {
  const account = await signInAsNewShopper(page, testInfo);
  const own = `${account.uid}-own`;
  const theirs = `${account.uid}-theirs`;
  await writeDocuments([
    { path: `Orders/${own}`, data: anOrder(account.uid, account.email, { shipped: true }) },
    { path: `Orders/${theirs}`, data: anOrder(`${account.uid}-else`, 'else@eshop.test', { shipped: true }) },
  ]);
  const number = own.slice(0, 8).toUpperCase();

  await page.goto('/dashboard?tab=orders');
  await page
    .getByRole('tabpanel', { name: 'Orders' })
    .getByRole('link', { name: `View order ${number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${own}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  const line = page.getByTestId('order-line');
  await expect(line).toContainText(speaker.title);
  await expect(line).toContainText(`Off White · 2 × ${money(speaker.price)}`);
  await expect(line.locator('img')).toHaveAttribute('src', speaker.images[0] ?? '');
  await expect(page.getByTestId('order-total')).toHaveText(money(speaker.price * 2 + 10));
  await expect(page.getByTestId('order-payment')).toHaveText(`Paid ${money(speaker.price * 2 + 10)}`);
  await expect(page.getByText('Notes: Leave it with the neighbour')).toBeVisible();
  await expect(page.getByTestId('order-tracking')).toHaveText('UPS, tracking number 1Z999AA10123456784');
  const timeline = page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem');
  await expect(timeline).toHaveText([
    /Order placed/,
    /Paid/,
    /ShippedUPS, tracking number 1Z999AA10123456784/,
    /DeliveredNot yet$/,
  ]);
  await expectNoAxeViolations(page);

  for (const orderId of [theirs, `${account.uid}-none`]) {
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(speaker.title)).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test('the receipt: a signed-out visitor signs in and comes back to it; it prints without the header, and saves as a file', async ({
  page,
}, testInfo) => {
  const uid = `receipt-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}`;
  const account = { uid, email: `${uid}@eshop.test`, password: 'Shopper#2026', displayName: 'Nia Newcomer' };
  await upsertAccount(account);
  const orderId = `${uid}-order`;
  await writeDocuments([
    { path: `Orders/${orderId}`, data: anOrder(uid, account.email, { shipped: false }) },
  ]);

  await page.goto(`/orders/${orderId}/receipt`);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/receipt$`));

  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('order-line')).toContainText(speaker.title);
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByTestId('order-line')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(money(speaker.price * 2 + 10));
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);
  await page.emulateMedia({ media: null });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`e-shop-receipt-${orderId.slice(0, 8).toUpperCase()}.html`);
  const saved = readFileSync(await file.path(), 'utf8');
  expect(saved).toContain(asHtml(speaker.title));
  expect(saved).toContain(money(speaker.price * 2 + 10));
});
