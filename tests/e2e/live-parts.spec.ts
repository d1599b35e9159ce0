import type { Page } from '@playwright/test';

import { baseFileText, readSnapshotFile } from '../../src/domain/snapshot-files';
import { expect, listedProducts, money, test } from './support';

/*
 * A prerendered page hydrates only what a shopper can touch. Static parts (a card's
 * image, title and ratings, the footer's links) keep the server's markup, untouched by React; a
 * part below the first screen goes live as the shopper comes to it; a price drawn at build time
 * that the catalog has since changed is corrected once the page is live.
 */

/** How many elements under `selector` React has taken over (it marks each node it hydrates). */
const takenOver = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      [...document.querySelectorAll(css)].filter((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      ).length,
    selector,
  );

const live = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test('a static part of a built page keeps its markup; its links still open in the app', async ({ page }) => {
  await page.goto('/products');
  await live(page);
  const staticNodes = await page.locator('[data-static] *').count();
  expect(staticNodes).toBeGreaterThan(100);
  expect(await takenOver(page, '[data-static] *')).toBe(0);
  // The controls beside them are live.
  expect(await takenOver(page, 'main button')).toBeGreaterThan(0);

  // A card's title is a static link: once the page listens for them (a chunk fetched once the page
  // is live), it opens the product without loading a page.
  await page.locator('html[data-static-links]').waitFor({ state: 'attached' });
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const product = listedProducts[0];
  if (!product) throw new Error('the seeded catalog lists no product');
  await page.getByRole('main').getByRole('link', { name: product.title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a part below the first screen goes live when the shopper comes to it, and the tap counts', async ({
  page,
}) => {
  await page.goto('/');
  await live(page);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  // Not hydrated while far below the screen: its markup is the server's.
  expect(await takenOver(page, '[data-near] button')).toBe(0);

  const second = faq.getByRole('heading', { level: 3 }).nth(1).getByRole('button');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
});

test('a price drawn at build time that the catalog has changed is corrected once the page is live', async ({
  page,
  context,
}) => {
  // The catalog this device receives says every product now costs $7 more; the build's page does not.
  // (On the context: the catalog's worker fetches it.)
  await context.route(/\/assets\/catalog-\d+-[\w-]+\.json$/, async (route) => {
    const response = await route.fetch();
    // The build's file, in the compact layout, written again as the build writes it.
    const cards = readSnapshotFile(await response.json());
    const dearer = cards.map((card) => ({
      ...card,
      price: card.price + 7,
      previousPrice: card.previousPrice + 7,
    }));
    // Changed since the build, as a product's every change is stamped.
    const watermark = Math.max(...cards.map((card) => card.updatedAt)) + 60_000;
    await route.fulfill({ response, body: baseFileText(dearer, watermark) });
  });

  await page.goto('/products');
  const card = page.locator('main article').first();
  const href = await card.getByRole('link').first().getAttribute('href');
  const product = listedProducts.find((candidate) => href === `/product-details/${candidate.id}`);
  if (!product) throw new Error(`no seeded product is at ${href}`);
  // As built...
  await expect(card).toContainText(`Price ${money(product.price)}`);
  // ...and once live, from the device's catalog.
  await live(page);
  await expect(card).toContainText(`Price ${money(product.price + 7)}`);
  await expect(card).not.toContainText(`Price ${money(product.price)}`);
});
