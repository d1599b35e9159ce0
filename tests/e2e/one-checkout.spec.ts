import { fillBilling, goToPayment, openCheckout, PAYMENT_PAGE, placeOrder } from './checkout-support';
import { addToCart, expect, seededProduct, signInAsNewShopper, test } from './support';

/*
 * A shopper holds one checkout at a time: starting another closes the first, gives its
 * units back, and the new payment page says so. What stops a script holding the shop's stock.
 */
const speaker = seededProduct(
  (product) => product.type === 'Speaker' && product.stock > 20 && product.tags.length > 0,
  'listed speaker with stock to spare',
);

test('a second checkout by the same shopper closes the first and says so', async ({ page }, testInfo) => {
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, speaker.id);
  await openCheckout(page);
  await goToPayment(page, account.email);
  const firstPage = page.url();
  await expect(page.getByText('Your earlier checkout was closed')).toHaveCount(0);

  // Back in the shop, another address: another checkout.
  await openCheckout(page);
  await fillBilling(page, account.email);
  await page.getByLabel('Address', { exact: true }).fill('2 Other Street, Leeds');
  await placeOrder(page).click();
  await expect(page).toHaveURL(PAYMENT_PAGE);
  expect(page.url()).not.toBe(firstPage);
  await expect(
    page.getByText('Your earlier checkout was closed and its items were put back. This is the one to pay.'),
  ).toBeVisible();

  // The first payment page can no longer be paid.
  const first = await page.request.get(firstPage);
  expect(await first.text()).toContain('This payment is expired.');
});
