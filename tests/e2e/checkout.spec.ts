import type { Page } from '@playwright/test';

import { writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { fillBilling, goToPayment, openCheckout, placeOrder } from './checkout-support';
import {
  accountCart,
  addToCart,
  expect,
  expectNoAxeViolations,
  money,
  seededProduct,
  signInAsNewShopper,
  test,
} from './support';

/*
 * Checkout on the emulators with the local Stripe stand-in (scripts/stripe-standin.mjs), which
 * scripts/with-emulators.mjs and `npm start` run beside them.
 */
const STANDIN = process.env.STRIPE_STANDIN_URL ?? 'http://127.0.0.1:12111';

// A paid order counts its stock down: a product no other test counts (no Spring Sale stock bar).
const speaker = seededProduct(
  (product) =>
    product.type === 'Speaker' &&
    product.stock > 20 &&
    product.tags.length > 0 &&
    !product.tags.includes('Spring Sale'),
  'listed speaker with stock to spare, not on spring sale',
);

/** A new shopper with one speaker in the cart, on the checkout page. */
async function shopperAtCheckout(page: Page, testInfo: Parameters<typeof signInAsNewShopper>[1]) {
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, speaker.id);
  await openCheckout(page);
  return account;
}

test('the billing form names each problem beside its field and focuses the first', async ({
  page,
}, testInfo) => {
  const account = await shopperAtCheckout(page, testInfo);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cart' }),
  ).toHaveAttribute('href', '/cart');
  // The form opens with the account's name and email; emptied, each is asked for.
  await expect(page.getByLabel('First Name')).toHaveValue('Nia');
  await expect(page.getByLabel('Last Name')).toHaveValue('Newcomer');
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
  for (const label of ['First Name', 'Last Name', 'Email Address']) await page.getByLabel(label).fill('');
  await expect(page.getByTestId('order-subtotal')).toHaveText(money(speaker.price));
  await expect(page.getByTestId('order-shipping')).toHaveText('$10.00');
  await expect(page.getByTestId('order-total')).toHaveText(money(speaker.price + 10));

  await placeOrder(page).click();
  for (const [label, message] of [
    ['First Name', 'First name is required'],
    ['Last Name', 'Last name is required'],
    ['Phone Number', 'Phone number is required'],
    ['Email Address', 'Email is required'],
    ['Country', 'Country is required'],
  ] as const)
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(message);
  await expect(page.getByLabel('Address', { exact: true })).toHaveAccessibleDescription(
    'Address is required',
  );
  await expect(page.getByLabel('First Name')).toBeFocused();

  await fillBilling(page, 'nia');
  await page.getByLabel('Phone Number').fill('12-ab');
  await page.getByLabel('Zip Code (optional)').fill('12');
  await placeOrder(page).click();
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('Enter a valid phone number');
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Enter a valid email');
  await expect(page.getByLabel('Zip Code (optional)')).toHaveAccessibleDescription(
    'Zip code must be numeric (4–10 digits)',
  );
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  await expect(page.getByText('First name is required')).toHaveCount(0);
});

test('a purchase: the stand-in’s page, Pay, success, a paid order and an empty cart', async ({
  page,
  request,
}, testInfo) => {
  const account = await shopperAtCheckout(page, testInfo);
  await goToPayment(page, account.email);
  await expect(page.getByTestId('standin-total')).toHaveText(money(speaker.price + 10));
  // The payment's confirmation (the webhook, which empties the account's cart too) is held back
  // until /success has emptied the cart: what empties it here is the success page, as spec §2 says.
  // Held briefly: the other worker's payments wait meanwhile, then arrive in order.
  const webhooks = (paused: boolean) => request.put(`${STANDIN}/_standin/webhooks`, { data: { paused } });
  await webhooks(true);
  try {
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/success\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByText('Thank you for your purchase', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your payment has been processed successfully', { exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Waiting for payment confirmation');
    await expect(page.getByRole('banner').getByRole('link', { name: /\bCart\b/ })).toContainText('$0.00');
    await expect.poll(() => accountCart(account.uid)).toEqual([]);
  } finally {
    await webhooks(false);
  }
  await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  await page.goto('/dashboard?tab=orders');
  const orders = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByRole('row').nth(1)).toContainText('Paid');
  await expect(orders.getByRole('row').nth(1)).toContainText(money(speaker.price + 10));
  // View opens the order's page.
  await orders.getByRole('link', { name: /^View order/ }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByText('1 High Street, London, UK')).toBeVisible();
  await expect(page.getByTestId('order-line')).toContainText(`${speaker.title}Off White · 1 ×`);
});

test('Cancel on the payment page comes back to /cancel with the cart as it was', async ({
  page,
}, testInfo) => {
  const account = await shopperAtCheckout(page, testInfo);
  await goToPayment(page, account.email);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
  await expect(
    page.getByText('Your payment was not completed. Please try again or use another payment method'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Return to your cart' }).click();
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('when payment cannot start the shopper is told, and can try again', async ({
  page,
  request,
}, testInfo) => {
  const account = await shopperAtCheckout(page, testInfo);
  const failing = (on: boolean) =>
    request.put(`${STANDIN}/_standin/failing`, { data: { email: account.email, failing: on } });
  await failing(true);
  try {
    await fillBilling(page, account.email);
    await placeOrder(page).click();
    await expect(page.getByText('Payment failed! Please try again.')).toBeVisible({ timeout: 30_000 });
    await expect(placeOrder(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
  } finally {
    await failing(false);
  }
  await placeOrder(page).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
});

test('offline, the checkout page says payment needs a connection and keeps what was typed', async ({
  page,
  context,
}, testInfo) => {
  await shopperAtCheckout(page, testInfo);
  await page.getByLabel('First Name').fill('Nia');
  await context.setOffline(true);
  await expect(page.getByText(/You are offline\. Payment needs a connection/)).toBeVisible();
  await expect(placeOrder(page)).toBeDisabled();
  await context.setOffline(false);
  await expect(placeOrder(page)).toBeEnabled();
  await expect(page.getByLabel('First Name')).toHaveValue('Nia');
});

test('the checkout page has no accessibility violations @responsive', async ({ page }, testInfo) => {
  await shopperAtCheckout(page, testInfo);
  await placeOrder(page).click();
  // The name and email come prefilled from the account: the phone is the first field missing.
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  await expectNoAxeViolations(page);
});

for (const [path, heading] of [
  ['/success', 'Payment Successful'],
  ['/cancel', 'Payment Cancelled'],
] as const)
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });

test('the Orders tab with orders, one opened, has no accessibility violations', async ({
  page,
}, testInfo) => {
  const account = await signInAsNewShopper(page, testInfo);
  const line = { id: speaker.id, title: speaker.title, variant: 'Off White', quantity: 2 };
  const order = (status: string, createdAt: Date) => ({
    uid: account.uid,
    lines: [{ ...line, unitPrice: speaker.price, image: '' }],
    billing: {
      firstname: 'Nia',
      lastname: 'Newcomer',
      number: '+44 20 7946 0958',
      email: account.email,
      address: '1 High Street, London',
      country: 'UK',
      zip: '',
      orderNotes: 'Leave it with the neighbour',
    },
    subtotal: speaker.price * 2,
    shipping: 10,
    total: speaker.price * 2 + 10,
    currency: 'usd',
    status,
    sessionId: null,
    createdAt,
  });
  await writeDocuments([
    { path: `Orders/${account.uid}-a`, data: order('paid', new Date(Date.UTC(2026, 9, 1))) },
    { path: `Orders/${account.uid}-b`, data: order('pending', new Date(Date.UTC(2026, 10, 1))) },
  ]);

  await page.goto('/dashboard?tab=orders');
  const orders = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(3);
  await expect(orders.getByRole('row').nth(1)).toContainText('Waiting for payment confirmation');
  await orders
    .getByRole('link', { name: /^View order/ })
    .last()
    .click();
  await expect(page.getByText('Notes: Leave it with the neighbour')).toBeVisible();
  await expectNoAxeViolations(page);
});
