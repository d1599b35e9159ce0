import type { Page } from '@playwright/test';

import {
  accountCart,
  actingWhenHydrated,
  addShownProduct,
  addToCart,
  expect,
  seededProduct,
  signIn,
  signInAsNewShopper,
  takenByServiceWorker,
  test,
  type SeededProduct,
} from './support';

// Offline, the app's files come from the service worker, as for a shopper who has visited before.
// Each offline period stays in one document: after a reload offline, Chromium's emulation reports
// navigator.onLine as true again.
test.use({ serviceWorkers: 'allow' });

const inStock = (product: SeededProduct) => product.stock > 5 && product.tags.length > 0;
const speaker = seededProduct(inStock, 'listed product in stock');
const tablet = seededProduct(
  (product) => inStock(product) && product.id !== speaker.id,
  'second listed product in stock',
);
const watch = seededProduct(
  (product) => inStock(product) && product.id !== speaker.id && product.id !== tablet.id,
  'third listed product in stock',
);

/** A cart as `id×quantity`, in order: the account's lines, or the lines a test expects. */
const summary = (lines: { id: number; quantity: number }[]) =>
  lines.map((line) => `${line.id}×${line.quantity}`).sort();
const cart = (...lines: [SeededProduct, number][]) =>
  summary(lines.map(([product, quantity]) => ({ id: product.id, quantity })));

const quantityOf = (page: Page, product: SeededProduct) =>
  page.getByRole('status', { name: `Quantity of ${product.title} (Off White)` });

/** Opens the cart and waits until it shows `product` at `quantity` (online: it has read the account). */
async function openCartShowing(page: Page, product: SeededProduct, quantity: number) {
  await page.goto('/cart');
  await expect(quantityOf(page, product)).toHaveText(String(quantity));
}

/** Presses + or − on a line of the open cart and waits for its new quantity. */
async function step(page: Page, product: SeededProduct, direction: 'Increase' | 'Decrease', to: number) {
  await page.getByRole('button', { name: `${direction} quantity of ${product.title} (Off White)` }).click();
  await expect(quantityOf(page, product)).toHaveCount(to === 0 ? 0 : 1);
  if (to > 0) await expect(quantityOf(page, product)).toHaveText(String(to));
}

test('two devices of one shopper, each offline in turn, end with every change applied once', async ({
  page: pageA,
  context: contextA,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const account = await signInAsNewShopper(pageA, testInfo);
  const accountShows = (expected: string[]) =>
    expect.poll(async () => summary(await accountCart(account.uid)), { timeout: 30_000 }).toEqual(expected);
  const { baseURL, viewport } = testInfo.project.use;
  const contextB = await browser.newContext({ baseURL, viewport, serviceWorkers: 'allow' });
  try {
    const pageB = actingWhenHydrated(await contextB.newPage());
    await takenByServiceWorker(pageA);
    await addToCart(pageA, speaker.id);
    await accountShows(cart([speaker, 1]));
    await signIn(pageB, account);
    await takenByServiceWorker(pageB);
    await openCartShowing(pageB, speaker, 1);

    // B, offline, adds the tablet and raises the speaker; A adds a second speaker meanwhile.
    await pageB.goto(`/product-details/${tablet.id}`);
    await contextB.setOffline(true);
    await addShownProduct(pageB);
    await pageB.getByTestId('cart-link').click();
    await step(pageB, speaker, 'Increase', 2);
    await addToCart(pageA, speaker.id);
    await accountShows(cart([speaker, 2]));
    await contextB.setOffline(false);
    await accountShows(cart([speaker, 3], [tablet, 1]));

    // A, offline, raises the speaker and removes the tablet; B raises the speaker and adds a watch.
    await openCartShowing(pageA, tablet, 1);
    await expect(quantityOf(pageA, speaker)).toHaveText('3');
    await contextA.setOffline(true);
    await step(pageA, speaker, 'Increase', 4);
    pageA.once('dialog', (dialog) => void dialog.accept());
    await step(pageA, tablet, 'Decrease', 0);
    await openCartShowing(pageB, speaker, 3);
    await step(pageB, speaker, 'Increase', 4);
    await addToCart(pageB, watch.id);
    await accountShows(cart([speaker, 4], [tablet, 1], [watch, 1]));
    await contextA.setOffline(false);
    await accountShows(cart([speaker, 5], [watch, 1]));

    // Both offline at once: A adds a second watch, B lowers the speaker; both come back together.
    await pageA.goto(`/product-details/${watch.id}`);
    await openCartShowing(pageB, speaker, 5);
    await Promise.all([contextA.setOffline(true), contextB.setOffline(true)]);
    await addShownProduct(pageA);
    await step(pageB, speaker, 'Decrease', 4);
    expect(summary(await accountCart(account.uid))).toEqual(cart([speaker, 5], [watch, 1]));
    await Promise.all([contextA.setOffline(false), contextB.setOffline(false)]);

    const final = cart([speaker, 4], [watch, 2]);
    await accountShows(final);
    for (const page of [pageA, pageB]) {
      await page.goto('/cart');
      await expect(quantityOf(page, speaker)).toHaveText('4');
      await expect(quantityOf(page, watch)).toHaveText('2');
      await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
    }
    expect(summary(await accountCart(account.uid))).toEqual(final);
  } finally {
    await contextB.close();
  }
});
