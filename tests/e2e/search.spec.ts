import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, expectNoAxeViolations, takenByServiceWorker, test } from './support';

/*
 * Search as a shopper types it: words inside titles, typos, any order, suggestions with
 * the matched part marked and a way to every result, the results page with the listing's filters,
 * an honest nothing-found, and all of it offline after one visit.
 */

interface Seeded {
  id: number;
  title: string;
  brand: string;
  type: string;
  category: string;
  tags: string[];
}
const catalog = JSON.parse(readFileSync('catalog/products.json', 'utf8')) as Seeded[];
const titled = (word: string) =>
  catalog.filter((product) => new RegExp(`\\b${word}\\b`, 'i').test(product.title));
const galaxies = titled('galaxy');
const iphones = titled('iphone');

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
const options = (page: Page) => suggestions(page).getByRole('option');
/** The first suggestions of a visit wait for the catalog and the search's chunk, which a busy machine may serve slowly. */
const CATALOG_TIMEOUT = { timeout: 30_000 };
const showing = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^Showing/ });
const resultCards = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');

async function typeInSearch(page: Page, text: string) {
  if (isPhone(page) && !(await searchBox(page).isVisible()))
    await page.getByRole('button', { name: 'Open search' }).click();
  await searchBox(page).fill(text);
}

test.describe('search suggestions', { tag: '@responsive' }, () => {
  test('"galaxy" and "iphone" suggest them, the word marked, and end with a way to all results', async ({
    page,
  }) => {
    test.slow(); // an axe scan with the suggestions open
    await page.goto('/');
    await typeInSearch(page, 'galaxy');
    await expect(options(page).first()).toContainText('Galaxy', CATALOG_TIMEOUT);
    await expect(options(page).first().locator('mark')).toHaveText('Galaxy');
    await expect(options(page).last()).toHaveText(`See all ${galaxies.length} results for “galaxy”`);
    await expectNoAxeViolations(page);

    await typeInSearch(page, 'iphone');
    await expect(options(page).first()).toContainText('iPhone');
    await expect(options(page).last()).toHaveText(`See all ${iphones.length} results for “iphone”`);
  });

  test('a typo and words in another order still find the product', async ({ page }) => {
    await page.goto('/');
    await typeInSearch(page, 'macbok');
    await expect(options(page).first()).toContainText('MacBook', CATALOG_TIMEOUT);

    await typeInSearch(page, 'carbon thinkpad');
    await expect(options(page)).toHaveCount(2);
    await expect(options(page).first()).toContainText('ThinkPad X1 Carbon');
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/product-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ThinkPad X1 Carbon');
  });
});

test.describe('search results page', { tag: '@responsive' }, () => {
  test('Enter opens every match at an address that survives a reload and Back', async ({ page }) => {
    await page.goto('/products');
    await typeInSearch(page, 'galaxy');
    await expect(options(page).first()).toBeVisible(CATALOG_TIMEOUT);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=galaxy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “galaxy”');
    await expect(showing(page)).toHaveText(
      `Showing 1–${galaxies.length} of ${galaxies.length}`,
      CATALOG_TIMEOUT,
    );
    await expect(resultCards(page)).toHaveCount(galaxies.length);

    await page.reload();
    await expect(showing(page)).toHaveText(
      `Showing 1–${galaxies.length} of ${galaxies.length}`,
      CATALOG_TIMEOUT,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a filter narrows the matches and is kept in the address', async ({ page }) => {
    const laptops = catalog.filter((product) => product.type === 'Laptop');
    const brand = 'Apple';
    const apple = laptops.filter((product) => product.brand === brand);
    await page.goto('/search?q=laptop');
    await expect(showing(page)).toContainText(`of ${laptops.length}`, CATALOG_TIMEOUT);
    if (isPhone(page)) await page.getByRole('button', { name: /^Filter/ }).click();
    const filters = isPhone(page)
      ? page.getByRole('dialog', { name: 'Filter' })
      : page.getByRole('complementary', { name: 'Filters' });
    // The box is drawn from the address, which the router updates in a transition: wait for it.
    const box = filters
      .getByRole('group', { name: 'Brands' })
      .getByRole('checkbox', { name: new RegExp(`^${brand}`) });
    await box.click();
    await expect(box).toBeChecked();
    if (isPhone(page)) await page.keyboard.press('Escape');
    await expect(showing(page)).toHaveText(`Showing 1–${apple.length} of ${apple.length}`);
    await expect(page).toHaveURL(/\/search\?q=laptop&brand=Apple$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/&sort=desc$/);
  });

  test('nothing found says so, offers a query that finds something, and the categories', async ({ page }) => {
    await page.goto('/search?q=sny');
    await expect(page.getByText('No products match “sny”.')).toBeVisible(CATALOG_TIMEOUT);
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link')).toHaveCount(7);
    await page.getByRole('link', { name: 'sony', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=sony$/);
    await expect(showing(page)).toBeVisible();
  });
});

test.describe('search offline', () => {
  // Offline browsing rests on the service worker, which the rest of the suite keeps out.
  test.use({ serviceWorkers: 'allow' });

  test(
    'after one visit, suggestions and the results page work offline',
    { tag: '@responsive' },
    async ({ page, context }) => {
      test.slow(); // a first visit with the service worker, then offline
      await page.goto('/search?q=galaxy');
      await takenByServiceWorker(page);
      await expect(showing(page)).toBeVisible(CATALOG_TIMEOUT);
      await context.setOffline(true);

      await page.goto('/search?q=iphone');
      await expect(showing(page)).toHaveText(
        `Showing 1–${iphones.length} of ${iphones.length}`,
        CATALOG_TIMEOUT,
      );
      await typeInSearch(page, 'macbok');
      await expect(options(page).first()).toContainText('MacBook', CATALOG_TIMEOUT);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=macbok$/);
      await expect(resultCards(page).first()).toBeVisible();
      await context.setOffline(false);
    },
  );

  test(
    'the "ready to work offline" toast does not cover the suggestions on a phone',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText('E-Shop is ready to work offline.')).toBeVisible(CATALOG_TIMEOUT);
      await typeInSearch(page, 'galaxy');
      const first = options(page).first();
      await expect(first).toBeVisible(CATALOG_TIMEOUT);
      const uncovered = await first.evaluate((option) => {
        const box = option.getBoundingClientRect();
        return option.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      expect(uncovered, 'nothing covers the first suggestion').toBe(true);
    },
  );
});
