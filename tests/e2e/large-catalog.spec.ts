import type { Page } from '@playwright/test';

import { deleteDocuments, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { productDocument } from '../../scripts/seed.mjs';
import { generateCatalog } from '../../scripts/synthetic-catalog.mjs';
import { expectShowing, PAGE_SIZE, pagination } from './listing-support';
import { expect, expectNoAxeViolations, listedProducts, test } from './support';

/*
 * The seeded catalog's pages all fit in the pagination window. To see ellipses this file adds
 * synthetic products for its own tests, as many as bring the listing to the spec's long example
 * of 11 pages (pagination-window.ts), and removes them afterwards. It runs in its own Playwright
 * project, after the desktop and phone projects, so no other test sees the extra products.
 */
const PAGES = 11;
/** The listing with the extra products: 10 full pages and a last one half full. */
const total = (PAGES - 1) * PAGE_SIZE + PAGE_SIZE / 2;
const extra = generateCatalog(total, 2026)
  .filter((product) => product.tags.length > 0)
  .slice(0, total - listedProducts.length)
  .map((product, at) => ({ ...product, id: 900_001 + at }));
/** The first product shown on a page. */
const firstOf = (page: number) => (page - 1) * PAGE_SIZE + 1;

test.beforeAll(async () => {
  // Written now, as the shop's writes are: shoppers' catalogs pick them up by `updatedAt`.
  const now = Date.now();
  await writeDocuments(extra.map((product) => productDocument({ ...product, updatedAt: now })));
});

test.afterAll(async () => {
  await deleteDocuments(extra.map((product) => `Products/${product.id}`));
});

const pageButtons = (page: Page) => pagination(page).getByRole('button', { name: /^Page \d+$/ });
const ellipses = (page: Page) => pagination(page).getByText('…');

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('pagination leaves pages out behind ellipses, keeping 3 neighbours, the first and the last', async ({
      page,
    }) => {
      expect(listedProducts.length + extra.length, 'the seeded and extra products listed').toBe(total);
      await page.goto('/products');
      await expectShowing(page, 1, PAGE_SIZE, total);
      await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', `${PAGES}`]);
      await expect(ellipses(page)).toHaveCount(1);

      await pagination(page).getByRole('button', { name: 'Page 4' }).click();
      await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '5', '6', '7', `${PAGES}`]);
      await pagination(page).getByRole('button', { name: 'Page 6' }).click();
      await expectShowing(page, firstOf(6), firstOf(7) - 1, total);
      await expect(page).toHaveURL(/\?page=6$/);
      await expect(pageButtons(page)).toHaveText(['1', '3', '4', '5', '6', '7', '8', '9', `${PAGES}`]);
      await expect(ellipses(page)).toHaveCount(2);
      await expectNoAxeViolations(page);

      await pagination(page)
        .getByRole('button', { name: `Page ${PAGES}` })
        .click();
      await expectShowing(page, firstOf(PAGES), total, total);
      await expect(pageButtons(page)).toHaveText(['1', '8', '9', '10', `${PAGES}`]);
      await expect(ellipses(page)).toHaveCount(1);
      await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  });
}
