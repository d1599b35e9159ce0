import type { Page } from '@playwright/test';

import { openBeforeLive } from './before-live';
import { expectShowing, grid, PAGE_SIZE, status } from './listing-support';
import { expect, listedProducts as listed, seededProduct, test } from './support';

/*
 * The build prerenders home, the listing, every product page and the not-found page:
 * they show their products before any script runs, and the script then hydrates them as they are.
 */
const featured = seededProduct((product) => product.tags.includes('Featured'), 'featured product');
const product = seededProduct((product) => product.tags.includes('Best Seller'), 'best seller');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home shows its sections and products', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: featured.title }).first()).toBeVisible();
  });

  test('the listing shows its first page of products and their count', async ({ page }) => {
    await page.goto('/products');
    await expect(grid(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
    await expect(status(page)).toHaveText(/^Showing 1–18 of \d+$/);
  });

  test('a product page shows the product', async ({ page }) => {
    await page.goto(`/product-details/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page).toHaveTitle(`${product.title} | E-Shop`);
  });
});

/** Console errors and warnings, and uncaught errors, while `open` runs. */
async function problemsWhile(page: Page, open: () => Promise<unknown>) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await open();
  return problems;
}

const hydrationProblems = (problems: string[]) =>
  problems.filter((text) => /hydrat|#418|#423|#425|did not match|HydrateFallback/i.test(text));

test.describe('hydration', () => {
  test('home hydrates without a warning and then works', async ({ page }) => {
    const problems = await problemsWhile(page, () => page.goto('/'));
    // The countdown shows the time only the browser knows once its section is live: below the
    // first screen, as the shopper comes near it.
    await page.getByRole('timer').scrollIntoViewIfNeeded();
    await expect(page.getByRole('timer').getByRole('definition').first()).toHaveText(/^\d\d$/);
    expect(hydrationProblems(problems)).toEqual([]);
    await page.getByRole('link', { name: featured.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
  });

  test('what a shopper types before the page is live is kept once it is', async ({ context }) => {
    const page = await context.newPage();
    const goLive = await openBeforeLive(page, '/products');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('sam');
    await page.getByLabel('Your email for the newsletter').fill('early@example.com');
    await goLive();
    await expect(search).toHaveValue('sam');
    await expect(page.getByRole('option', { name: /^Samsung/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Subscribed successfully!')).toBeVisible();
  });

  test('filters ticked and a sort chosen before the page is live all count once it is', async ({
    context,
  }) => {
    const page = await context.newPage();
    const goLive = await openBeforeLive(page, '/products');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brandBoxes = filters.getByRole('group', { name: 'Brands' }).getByRole('checkbox');
    const brands = await brandBoxes.evaluateAll((boxes) =>
      boxes.slice(0, 2).map((box) => box.closest('label')?.querySelector('span')?.textContent ?? ''),
    );
    await brandBoxes.nth(0).check();
    await brandBoxes.nth(1).check();
    await filters.getByRole('checkbox', { name: 'In stock' }).check();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await goLive();

    const expected = listed
      .filter((item) => brands.includes(item.brand) && item.stock > 0)
      .sort((a, b) => a.price - b.price);
    const [cheapest] = expected;
    if (!cheapest) throw new Error(`the seeded catalog has nothing of ${brands.join(' or ')} in stock`);
    await expectShowing(page, 1, Math.min(expected.length, PAGE_SIZE), expected.length);
    await expect(brandBoxes.nth(0)).toBeChecked();
    await expect(brandBoxes.nth(1)).toBeChecked();
    await expect(grid(page).getByRole('listitem').first()).toContainText(cheapest.title);
  });

  test('the listing hydrates without a warning and its filters work', async ({ page }) => {
    const problems = await problemsWhile(page, () => page.goto('/products'));
    await expect(grid(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
    expect(hydrationProblems(problems)).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=2/);
  });

  test('a product page hydrates without a warning', async ({ page }) => {
    const problems = await problemsWhile(page, () => page.goto(`/product-details/${product.id}`));
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    expect(hydrationProblems(problems)).toEqual([]);
  });

  test('the listing with filters in its address is drawn for them, not hydrated from the plain page', async ({
    page,
  }) => {
    const problems = await problemsWhile(page, () => page.goto('/products?page=2'));
    await expect(status(page)).toHaveText(/^Showing 19–36 of \d+$/);
    expect(hydrationProblems(problems)).toEqual([]);
  });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  });
});
