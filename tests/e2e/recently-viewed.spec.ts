import type { Page } from '@playwright/test';

import { seeded } from './compare-support';
import { expect, expectNoAxeViolations, signInAsNewShopper, takenByServiceWorker, test } from './support';

/*
 * Recently viewed: the last products opened on this device, most recent first, on home
 * and under a product's related products; offline too, and gone at sign-out.
 */

const opened = [seeded(1001), seeded(1046), seeded(1060)];
const [first, second, third] = opened as [
  (typeof opened)[number],
  (typeof opened)[number],
  (typeof opened)[number],
];

const recentlyViewed = (page: Page) => page.getByRole('region', { name: 'Recently Viewed' });
const listed = (page: Page) => recentlyViewed(page).getByRole('listitem').getByRole('link');
/** What the listed links read: the card's short title, then the whole one (for screen readers). */
const titled = (products: { title: string }[]) =>
  products.map(({ title }) => new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

/** Opens a product's page and waits until it is recorded as the last opened (once the page is live). */
async function open(page: Page, product: { id: number; title: string }) {
  await page.goto(`/product-details/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const lastOpened = () =>
    page.evaluate(
      () => (JSON.parse(localStorage.getItem('eshop-account:device:recently-viewed') ?? '[]') as number[])[0],
    );
  await expect.poll(lastOpened).toBe(product.id);
}

test.describe('with the service worker', () => {
  // Offline browsing rests on the service worker, which the rest of the suite keeps out.
  test.use({ serviceWorkers: 'allow' });

  test('the last products opened are listed on home and under a product, offline too', async ({
    page,
    context,
  }) => {
    test.slow(); // a first visit, three products, two axe scans
    await page.goto('/');
    await takenByServiceWorker(page);
    await expect(recentlyViewed(page)).toHaveCount(0);
    for (const product of opened) await open(page, product);

    await page.goto('/');
    await expect(listed(page)).toHaveText(titled([third, second, first]));
    await expectNoAxeViolations(page);

    // Under the related products of the third: the two before it.
    await open(page, third);
    await expect(listed(page)).toHaveText(titled([second, first]));
    await expect(
      page.getByRole('heading', { level: 2 }).filter({ hasText: /^(Related Products|Recently Viewed)$/ }),
    ).toHaveText(['Related Products', 'Recently Viewed']);
    await expectNoAxeViolations(page);

    await context.setOffline(true);
    await page.goto('/');
    await expect(listed(page)).toHaveText(titled([third, second, first]));
    // Opening the first again puts it first; its own page lists the others.
    await open(page, first);
    await expect(listed(page)).toHaveText(titled([third, second]));
    await page.goto('/');
    await expect(listed(page)).toHaveText(titled([first, third, second]));
    await context.setOffline(false);
  });
});

test('signing out clears the products recently viewed on this device', async ({ page }, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await open(page, first);
  await page.goto('/');
  await expect(listed(page)).toHaveText(titled([first]));

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Best Seller' })).toBeVisible();
  await expect(recentlyViewed(page)).toHaveCount(0);
  await page.reload();
  await expect(recentlyViewed(page)).toHaveCount(0);
});
