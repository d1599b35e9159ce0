import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { deleteDocuments, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { productDocument } from '../../scripts/seed.mjs';
import { generateCatalog } from '../../scripts/synthetic-catalog.mjs';
import { expectShowing, PAGE_SIZE, pagination } from './listing-support';
import { expect, expectNoAxeViolations, test } from './support';

/*
 * The seeded catalog lists 105 products, 6 pages, which all fit in the pagination window. To see
 * ellipses this file adds 90 synthetic products for its own tests and removes them afterwards.
 * It runs in its own Playwright project, after the desktop and phone projects, so no other test
 * sees the extra products.
 */
const seeded = (JSON.parse(readFileSync('catalog/products.json', 'utf8')) as { tags: string[] }[]).filter(
  (product) => product.tags.length > 0,
);
const extra = generateCatalog(90, 2026).map((product, at) => ({ ...product, id: 900_001 + at }));
const total = seeded.length + extra.filter((product) => product.tags.length > 0).length;
const pageCount = Math.ceil(total / PAGE_SIZE);

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
      expect(pageCount).toBe(11);
      await page.goto('/products');
      await expectShowing(page, 1, PAGE_SIZE, total);
      await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '11']);
      await expect(ellipses(page)).toHaveCount(1);

      await pagination(page).getByRole('button', { name: 'Page 4' }).click();
      await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '5', '6', '7', '11']);
      await pagination(page).getByRole('button', { name: 'Page 6' }).click();
      await expectShowing(page, 91, 108, total);
      await expect(page).toHaveURL(/\?page=6$/);
      await expect(pageButtons(page)).toHaveText(['1', '3', '4', '5', '6', '7', '8', '9', '11']);
      await expect(ellipses(page)).toHaveCount(2);
      await expectNoAxeViolations(page);

      await pagination(page)
        .getByRole('button', { name: `Page ${pageCount}` })
        .click();
      await expectShowing(page, 181, total, total);
      await expect(pageButtons(page)).toHaveText(['1', '8', '9', '10', '11']);
      await expect(ellipses(page)).toHaveCount(1);
      await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  });
}
