import {
  accountCart,
  expect,
  seededProduct,
  signInAsNewShopper,
  takenByServiceWorker,
  test,
} from './support';

// The cart offline rests on the service worker (an offline reload), which the rest of the suite keeps out.
test.use({ serviceWorkers: 'allow' });

const speaker = seededProduct(
  (product) => product.stock > 5 && product.tags.length > 0,
  'listed product in stock',
);

test('a change made offline survives a reload, is kept at logout, and reaches the account on reconnect', async ({
  page,
  context,
}, testInfo) => {
  test.slow(); // a first visit with the service worker, then offline and back
  const account = await signInAsNewShopper(page, testInfo);
  await page.goto(`/product-details/${speaker.id}`);
  await takenByServiceWorker(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect.poll(() => accountCart(account.uid)).toEqual([expect.objectContaining({ quantity: 1 })]);
  await page.goto('/cart');
  const quantity = page.getByRole('status', { name: `Quantity of ${speaker.title} (Off White)` });
  await expect(quantity).toHaveText('1');

  await context.setOffline(true);
  await page.getByRole('button', { name: `Increase quantity of ${speaker.title} (Off White)` }).click();
  await expect(quantity).toHaveText('2');
  await page.reload();
  await expect(quantity).toHaveText('2');
  await page.getByRole('button', { name: 'Save Cart' }).click();
  await expect(page.getByText(/^You're offline\. Your cart is kept on this device/)).toBeVisible();

  // Logging out now would lose the change: the shopper is asked, and says no.
  await page.goto('/dashboard');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await accountCart(account.uid)).toEqual([expect.objectContaining({ quantity: 1 })]);

  await context.setOffline(false);
  await expect
    .poll(() => accountCart(account.uid), { timeout: 30_000 })
    .toEqual([expect.objectContaining({ id: speaker.id, quantity: 2 })]);
});
