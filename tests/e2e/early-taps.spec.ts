import type { Page } from '@playwright/test';

import { openBeforeLive } from './before-live';
import { featured, section, slideOffset } from './home-support';
import { grid, PAGE_SIZE, status } from './listing-support';
import { accountCart, expect, listedProducts, seededProduct, signInAsNewShopper, test } from './support';

/*
 * A shopper on a slow phone taps what a prerendered page draws before its script has
 * arrived. Each control is pressed as soon as it is drawn, with the page's script held back, and
 * its effect is seen once the script arrives. Links need no script; every other control's tap is
 * kept by the page's loader and played once the page is live.
 */

/** A page of the test's context that is not made to wait for hydration (the fixture's page is). */
const rawPage = async (page: Page) => page.context().newPage();

const withImages = seededProduct(
  (product) => product.stock >= 3 && product.images.length >= 3,
  'product in stock with three images',
);

test.describe('taps before the page is live', () => {
  test('the phone menu button opens the menu', { tag: '@phone' }, async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, '/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await goLive();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('the phone search button opens the search box', { tag: '@phone' }, async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, '/');
    await page.getByRole('button', { name: 'Open search' }).click();
    await goLive();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
  });

  test('Enter in the search box keeps the page and what was typed', async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, '/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('sam');
    // Without a script the form would be sent, and the page loaded again with what was typed lost.
    await search.press('Enter');
    await goLive();
    await expect(page).toHaveURL(/\/$/);
    await expect(search).toHaveValue('sam');
    await expect(page.getByRole('option', { name: /^Samsung/ }).first()).toBeVisible();
  });

  test("the featured carousel's Next moves it", { tag: '@responsive' }, async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    // Without autoplay, only Next can move it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const goLive = await openBeforeLive(page, '/');
    await featured(page).getByRole('button', { name: 'Next slide' }).click();
    await goLive();
    await expect.poll(() => slideOffset(page, 2)).toBe(0);
  });

  test('Load More shows more best sellers', { tag: '@responsive' }, async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, '/');
    const bestSellers = section(page, 'best-seller');
    await expect(bestSellers.getByRole('listitem')).toHaveCount(5);
    await bestSellers.getByRole('button', { name: 'Load More' }).click();
    await goLive();
    await expect(bestSellers.getByRole('listitem')).toHaveCount(10);
  });

  test("the listing's Filter opens the filters", { tag: '@phone' }, async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, '/products');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await goLive();
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
  });

  test("the listing's page 2 opens it", { tag: '@responsive' }, async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, '/products');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await goLive();
    await expect(page).toHaveURL(/page=2/);
    await expect(status(page)).toHaveText(
      `Showing ${PAGE_SIZE + 1}–${Math.min(2 * PAGE_SIZE, listedProducts.length)} of ${listedProducts.length}`,
    );
    await expect(grid(page).getByRole('listitem').first()).toBeVisible();
  });

  test(
    "a product's variant, quantity and Add to Cart all count",
    { tag: '@responsive' },
    async ({ page: fixturePage }, testInfo) => {
      const account = await signInAsNewShopper(fixturePage, testInfo);
      const page = await rawPage(fixturePage);
      const goLive = await openBeforeLive(page, `/product-details/${withImages.id}`);
      await page.getByRole('radio', { name: 'Space Gray' }).click();
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      await increase.click();
      await increase.click();
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await goLive();
      await expect(page.getByText('Item added to cart! Please go to your cart and update it.')).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Space Gray' })).toBeChecked();
      await expect
        .poll(() => accountCart(account.uid))
        .toEqual([expect.objectContaining({ id: withImages.id, variant: 'Space Gray', quantity: 3 })]);
    },
  );

  test("a product's tabs and gallery", { tag: '@responsive' }, async ({ page: fixturePage }) => {
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, `/product-details/${withImages.id}`);
    const thumbnail = page.getByRole('button', { name: `Show image 3 of ${withImages.images.length}` });
    await thumbnail.click();
    await page.getByRole('tab', { name: 'Specification' }).click();
    await goLive();
    await expect(thumbnail).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: 'Specification' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  });

  test('the header cart leads a signed-in shopper to the cart', async ({ page: fixturePage }, testInfo) => {
    await signInAsNewShopper(fixturePage, testInfo);
    const page = await rawPage(fixturePage);
    const goLive = await openBeforeLive(page, '/');
    await page.getByTestId('cart-link').click();
    await page.waitForURL(/\/cart$/, { waitUntil: 'commit' });
    await goLive();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/cart/i);
  });
});
