import { orderOf, stockOf } from '../../scripts/lib/shop-client';
import {
  goToPayment,
  openCheckout,
  orderOfPaymentPage,
  ownProductId,
  writeOwnProduct,
} from './checkout-support';
import { actingWhenHydrated, addToCart, expect, signInAsNewShopper, test } from './support';

/*
 * /cancel releases a hold only for the checkout whose payment page sent the shopper there: the
 * address Stripe returns to carries that attempt's token. A link to /cancel with just an
 * order, which anyone who learnt the order's id could send, cancels nothing. The product is the
 * test's own (writeOwnProduct), so its stock shows exactly what this order holds.
 */

const NOTHING_TO_CANCEL = 'There is nothing to cancel for this link. No checkout of yours was changed.';
const NOT_COMPLETED = 'Your payment was not completed. Please try again or use another payment method';

test('/cancel opened from a bare link cancels nothing', async ({ page, context }, testInfo) => {
  const lamp = await writeOwnProduct(ownProductId(990_401, testInfo.retry), 4);
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, lamp.id);
  await openCheckout(page);
  await goToPayment(page, account.email);
  const orderId = await orderOfPaymentPage(page.url());
  expect(await stockOf(lamp.id)).toBe(3);

  // A link to the shopper's own order, opened in another tab while its payment page is open,
  // signed in, but not sent back from that page: with no token, and with one made up.
  const elsewhere = actingWhenHydrated(await context.newPage());
  for (const link of [`/cancel?order=${orderId}`, `/cancel?order=${orderId}&token=${'0'.repeat(32)}`]) {
    await elsewhere.goto(link);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
    await expect(elsewhere.getByTestId('cancel-check')).toHaveText(NOTHING_TO_CANCEL);
  }
  await elsewhere.close();
  expect(await orderOf(orderId)).toMatchObject({ status: 'pending', hold: 'held' });
  expect(await stockOf(lamp.id)).toBe(3);

  // Cancel on the payment page comes back with its token, and that releases the hold.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/cancel\?order=\w+&token=\w+$/);
  await expect(page.getByTestId('cancel-check')).toHaveText(NOT_COMPLETED);
  await expect.poll(async () => (await orderOf(orderId))?.status).toBe('expired');
  expect(await orderOf(orderId)).toMatchObject({ hold: 'released' });
  expect(await stockOf(lamp.id)).toBe(4);
});
