import { readDocument } from '../../scripts/lib/emulator-rest.mjs';
import { fillBilling, openCheckout, ownProductId, placeOrder, writeOwnProduct } from './checkout-support';
import { serveStripeJsDouble } from './stripe-js-double';
import { addToCart, expect, expectNoAxeViolations, money, signInAsNewShopper, test } from './support';

/*
 * Stripe's Embedded Checkout: with a publishable key the payment form is mounted
 * in the checkout page by Stripe.js, here a double served at Stripe.js's address (see
 * stripe-js-double.ts). Emulator builds take the key from localStorage, so this build serves both
 * paths; without one (every other checkout test) the shopper goes to the hosted page.
 */
test('with a publishable key, the card form is mounted in the checkout page and a payment returns to /success paid', async ({
  page,
  context,
}, testInfo) => {
  await serveStripeJsDouble(context);
  await context.addInitScript(() => localStorage.setItem('eshop:stripe-publishable-key', 'pk_test_double'));
  const product = await writeOwnProduct(ownProductId(990_041, testInfo.retry), 3);
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, product.id);
  await openCheckout(page);
  await fillBilling(page, account.email);
  await placeOrder(page).click();

  // Still the shop's page, with Stripe's form in it instead of the billing form.
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  const form = page.frameLocator('iframe[title="Secure payment by Stripe"]');
  await expect(form.getByTestId('standin-total')).toHaveText(money(product.price + 10), { timeout: 30_000 });
  await expect(payment.getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?order=[\w-]+&session_id=cs_test_/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid', { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  expect(await readDocument(`Orders/${orderId}`)).toMatchObject({
    status: 'paid',
    total: product.price + 10,
  });
});

test('with a publishable key, "Change billing details" closes the form and the same order is offered again', async ({
  page,
  context,
}, testInfo) => {
  await serveStripeJsDouble(context);
  await context.addInitScript(() => localStorage.setItem('eshop:stripe-publishable-key', 'pk_test_double'));
  const product = await writeOwnProduct(ownProductId(990_051, testInfo.retry), 3);
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, product.id);
  await openCheckout(page);
  await fillBilling(page, account.email);
  await placeOrder(page).click();
  const frame = page.locator('iframe[title="Secure payment by Stripe"]');
  await expect(frame).toBeVisible({ timeout: 30_000 });
  const firstSession = await frame.getAttribute('src');

  await page.getByRole('button', { name: 'Change billing details' }).click();
  await expect(frame).toHaveCount(0);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 High Street, London');
  await placeOrder(page).click();
  // The same request is the same order and its open session: no second payment is started.
  await expect(frame).toHaveAttribute('src', firstSession ?? '', { timeout: 30_000 });
});

test('without Stripe.js (it cannot load), the shopper is told and the billing form comes back', async ({
  page,
  context,
}, testInfo) => {
  await context.route(/^https:\/\/js\.stripe\.com\//, (route) => route.abort('internetdisconnected'));
  await context.addInitScript(() => localStorage.setItem('eshop:stripe-publishable-key', 'pk_test_double'));
  const product = await writeOwnProduct(ownProductId(990_061, testInfo.retry), 3);
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, product.id);
  await openCheckout(page);
  await fillBilling(page, account.email);
  await placeOrder(page).click();
  await expect(page.getByText('Payment failed! Please try again.')).toBeVisible({ timeout: 30_000 });
  await expect(placeOrder(page)).toBeEnabled();
  await expect(page.getByLabel('Email Address')).toHaveValue(account.email);
});
