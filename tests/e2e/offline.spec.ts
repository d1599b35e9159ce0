import { readFileSync } from 'node:fs';

import type { Locator, Page } from '@playwright/test';

import { expect, takenByServiceWorker, test } from './support';

interface SeededProduct {
  id: number;
  title: string;
  brand: string;
  price: number;
  stock: number;
  tags: string[];
  images: string[];
  description: string;
  specifications: { key: string; value: string }[];
}

const catalog = JSON.parse(readFileSync('catalog/products.json', 'utf8')) as SeededProduct[];
const listed = catalog.filter((product) => product.tags.length > 0);
function seeded(predicate: (product: SeededProduct) => boolean, what: string): SeededProduct {
  const found = listed.find(predicate);
  if (!found) throw new Error(`the seeded catalog has no ${what}`);
  return found;
}
const visited = seeded(
  (product) => product.brand === 'Sony' && product.specifications.length > 0,
  'tagged Sony product with specifications',
);
const unvisited = seeded((product) => product.brand !== 'Sony', 'tagged product of another brand');

// Offline browsing rests on the service worker, which the rest of the suite keeps out.
test.use({ serviceWorkers: 'allow' });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const showing = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^(Showing|No products found!)/ });

/**
 * One online visit: the service worker installs and takes the page, the catalog snapshot fills
 * IndexedDB, and one product's details are opened (and so cached).
 */
async function visitOnce(page: Page) {
  await page.goto('/');
  await takenByServiceWorker(page);
  // The first visit reads the whole catalog from the emulator, which can be slow under load.
  await expect(page.locator('#best-seller').getByRole('listitem').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`/product-details/${visited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: visited.title })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Specification' })).toContainText(
    visited.specifications[0]?.value ?? '',
  );
}

test('after one visit the storefront keeps working offline', async ({ page, context }) => {
  test.slow(); // a first visit, then a tour of every storefront page
  await visitOnce(page);
  await context.setOffline(true);

  // Home: every section from the local snapshot.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Featured Products', exact: true }).getByRole('group'),
  ).toHaveCount(5);
  await expect(page.locator('section#new-arrival').getByRole('listitem')).toHaveCount(5);
  await expect(page.locator('section#best-seller').getByRole('listitem')).toHaveCount(5);
  await expect(page.locator('section#spring-sale').getByRole('timer')).toBeVisible();

  // Listing with filters and sort.
  await page.goto('/products');
  await expect(showing(page)).toHaveText(`Showing 1–18 of ${listed.length}`);
  if (isPhone(page)) await page.getByRole('button', { name: /^Filter/ }).click();
  const filters = isPhone(page)
    ? page.getByRole('dialog', { name: 'Filter' })
    : page.getByRole('complementary', { name: 'Filters' });
  const brands = filters.getByRole('group', { name: 'Brands' });
  await brands.getByRole('button', { name: 'More Brands' }).click();
  await brands.getByRole('checkbox', { name: /^Sony/ }).check();
  await filters.getByRole('checkbox', { name: 'In stock' }).check();
  const sonyInStock = listed.filter((product) => product.brand === 'Sony' && product.stock > 0);
  await expect(showing(page)).toHaveText(`Showing 1–${sonyInStock.length} of ${sonyInStock.length}`);
  if (isPhone(page)) await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' });
  const firstCard = page.getByRole('main').getByRole('list').first().locator('a[href^="/product-details/"]');
  const priciest = [...sonyInStock].sort((a, b) => b.price - a.price)[0];
  await expect(firstCard.first()).toHaveAttribute('href', `/product-details/${priciest?.id ?? 0}`);

  // Search suggestions, opening the product seen before.
  if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click();
  const searchBox = page.getByRole('combobox', { name: 'Search products' });
  await searchBox.fill(visited.title.slice(0, 12));
  const option = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('option')
    .filter({ hasText: visited.title });
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/product-details/${visited.id}$`));

  // The visited product's full details, from the cache.
  await expect(page.getByRole('heading', { level: 1, name: visited.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(
    visited.description.slice(0, 40),
  );

  // A product never opened still shows what the catalog snapshot knows of it.
  await page.goto(`/product-details/${unvisited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: unvisited.title })).toBeVisible();

  await context.setOffline(false);
});

/** The listing grid's images that show neither their product's picture nor the placeholder. */
const unloadedImages = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .first()
    .locator('img')
    .evaluateAll(async (images: HTMLImageElement[]) => {
      // Lazy images load as they come near the viewport: bring each there in turn, as a shopper
      // scrolling would, and give it a moment to load before the next (a busy machine is slow).
      for (const image of images) {
        image.scrollIntoView();
        if (image.complete) continue;
        await new Promise((settled) => {
          image.addEventListener('load', settled, { once: true });
          image.addEventListener('error', settled, { once: true });
          setTimeout(settled, 3000);
        });
      }
      return images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src);
    });

test('after one visit every card on every listing page shows its image offline @phone', async ({
  page,
  context,
}) => {
  test.slow(); // a first visit, then every listing page
  await visitOnce(page);
  // After the first sync the app fetches every card's image for the service worker's cache. The
  // catalog also holds unlisted products, so a count of cached images can be reached early: wait
  // for each listed card's own image.
  await expect
    .poll(
      () =>
        page.evaluate(
          async (wanted) => {
            const cache = await caches.open('product-images');
            const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
            return wanted.filter((path) => !cached.has(path));
          },
          listed.map((product) => product.images[0] ?? ''),
        ),
      { timeout: 60_000 },
    )
    .toEqual([]);
  await context.setOffline(true);

  await page.goto('/products');
  const pageCount = Math.ceil(listed.length / 18);
  for (let number = 1; number <= pageCount; number++) {
    if (number > 1)
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('button', { name: `Page ${number}` })
        .click();
    await expect(showing(page)).toHaveText(new RegExp(`^Showing ${(number - 1) * 18 + 1}–`));
    await expect.poll(() => unloadedImages(page)).toEqual([]);
    const placeholders = page.getByRole('main').locator('img[src$="/images/placeholder.svg"]');
    await expect(placeholders).toHaveCount(0);
  }
  await context.setOffline(false);
});

test('a product image that cannot load shows the designed placeholder', async ({ page }) => {
  const broken = listed[0];
  if (!broken) throw new Error('the seeded catalog lists no product');
  await page.route(/\/images\/products\/.+\.svg$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/products');
  const card = page.getByRole('main').getByRole('list').first().getByRole('listitem').first();
  await expect(card.locator('img')).toHaveAttribute('src', '/images/placeholder.svg');
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(400);
});

test('on a network that answers after 30 s, home, the listing and a visited product show from the device @phone', async ({
  page,
  context,
}) => {
  test.slow(); // a first visit, then three pages
  await visitOnce(page);
  // Lie-fi: Firestore and Auth answer, but only after 30 s; the pages and scripts come from the
  // service worker, as after any visit.
  let held = 0;
  await context.route(/:(8080|9099)\//, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });
  const pages: [string, Locator][] = [
    ['/', page.locator('section#best-seller').getByRole('listitem').first()],
    ['/products', showing(page)],
    [`/product-details/${visited.id}`, page.getByRole('heading', { level: 1, name: visited.title })],
  ];
  for (const [path, content] of pages) {
    await page.goto(path, { waitUntil: 'commit' });
    // Within 1.5 s of the page being live, not after the network's 30 s.
    await expect(content, path).toBeVisible({ timeout: 1_500 });
  }
  // The product's refresh (and the catalog's) went to the network and is held there: the pages
  // above did not wait for it.
  await expect.poll(() => held, { timeout: 15_000 }).toBeGreaterThan(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});
