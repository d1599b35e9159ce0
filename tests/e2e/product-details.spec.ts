import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import {
  expect,
  expectNoAxeViolations,
  pauseClock,
  signInAsNewShopper,
  startSignedIn,
  test,
} from './support';

interface SeededProduct {
  id: number;
  title: string;
  type: string;
  category: string;
  stock: number;
  tags: string[];
  images: string[];
  description: string;
  specifications: { key: string; value: string }[];
}

const catalog = JSON.parse(readFileSync('catalog/products.json', 'utf8')) as SeededProduct[];

function seeded(predicate: (product: SeededProduct) => boolean, what: string): SeededProduct {
  const found = catalog.find(predicate);
  if (!found) throw new Error(`the seeded catalog has no ${what}`);
  return found;
}

const relatedCount = (product: SeededProduct) =>
  catalog.filter(
    (other) => other.category === product.category && other.id !== product.id && other.tags.length > 0,
  ).length;

/** In stock, with three images and more than ten related products. */
const laptop = seeded(
  (product) => product.stock > 0 && product.images.length >= 3 && relatedCount(product) > 10,
  'in-stock product with three images and ten related products',
);
const soldOut = seeded((product) => product.stock === 0, 'out-of-stock product');
const [firstSpec] = laptop.specifications;
if (!firstSpec) throw new Error(`${laptop.title} has no specifications`);

async function openProduct(page: Page, product: SeededProduct) {
  await page.goto(`/product-details/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
}

const zoomButton = (page: Page) => page.getByRole('button', { name: 'Zoom image' });

test('the breadcrumb links home and to the category, then names the type and the product', async ({
  page,
}) => {
  await openProduct(page, laptop);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: laptop.category })).toHaveAttribute(
    'href',
    `/products?q=${encodeURIComponent(laptop.category)}`,
  );
  await expect(breadcrumb).toContainText(laptop.type);
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(laptop.title);
  await expect(page).toHaveTitle(`${laptop.title} | E-Shop`);

  await breadcrumb.getByRole('link', { name: laptop.category }).click();
  await expect(page).toHaveURL(`/products?q=${encodeURIComponent(laptop.category)}`);
});

test('thumbnails switch the main image and the zoom dialog opens and closes by keyboard', async ({
  page,
}) => {
  await openProduct(page, laptop);
  const mainImage = zoomButton(page).getByRole('img');
  await expect(mainImage).toHaveAttribute('src', laptop.images[1] ?? '');

  await page.getByRole('button', { name: `Show image 1 of ${laptop.images.length}` }).click();
  await expect(mainImage).toHaveAttribute('src', laptop.images[0] ?? '');

  await zoomButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Zoomed image of ${laptop.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', laptop.images[0] ?? '');
  await expect(dialog.getByRole('button', { name: 'Close zoomed image' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoomButton(page)).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(zoomButton(page)).toBeFocused();
});

test('the zoom dialog closes from its backdrop', { tag: '@responsive' }, async ({ page }) => {
  await openProduct(page, laptop);
  await zoomButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(dialog).toBeHidden();
});

test('Specification is the first tab shown; Description is one click or arrow key away', async ({ page }) => {
  await openProduct(page, laptop);
  const specification = page.getByRole('tab', { name: 'Specification' });
  const description = page.getByRole('tab', { name: 'Description' });
  await expect(specification).toHaveAttribute('aria-selected', 'true');
  const specPanel = page.getByRole('tabpanel', { name: 'Specification' });
  await expect(specPanel.getByRole('row', { name: `${firstSpec.key} ${firstSpec.value}` })).toBeVisible();

  await description.click();
  await expect(description).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Description' })).toContainText(laptop.description);
  await expect(specPanel).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(specification).toBeFocused();
  await expect(specification).toHaveAttribute('aria-selected', 'true');
});

test('a variant can be chosen; Cinnamon Red is disabled and the shared-variants note shows', async ({
  page,
}) => {
  await openProduct(page, laptop);
  await expect(page.getByRole('radio', { name: 'Off White' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Cinnamon Red' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Space Gray' }).check();
  await expect(page.getByRole('radio', { name: 'Space Gray' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Jet Black' })).toBeChecked();
  await expect(page.getByText('All products share the same variants')).toBeVisible();
});

test('the quantity starts at 1, cannot go below it and increments', async ({ page }) => {
  await openProduct(page, laptop);
  const quantity = page.getByLabel('Quantity', { exact: true });
  const decrease = page.getByRole('button', { name: 'Decrease quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(decrease).toBeDisabled();
  await decrease.click({ force: true });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await decrease.click();
  await expect(quantity).toHaveValue('2');
});

test('adding to cart while signed out asks the visitor to log in', async ({ page }) => {
  await openProduct(page, laptop);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('You need to be logged in to add items to cart.')).toBeVisible();
});

test(
  'a toast leaves the header’s cart link free, at the top of the page and once the header sticks',
  { tag: '@responsive' },
  async ({ page }) => {
    await openProduct(page, laptop);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: 'You need to be logged in to add items to cart.',
    });
    await expect(toast).toBeVisible();
    const cartLink = page.getByTestId('cart-link');
    const apart = async () => {
      const [a, b] = await Promise.all([toast.boundingBox(), cartLink.boundingBox()]);
      if (!a || !b) return false;
      return a.y >= b.y + b.height || b.y >= a.y + a.height || a.x >= b.x + b.width || b.x >= a.x + a.width;
    };
    // The pointer rests on the toast, which holds it up, as sonner does, for as long as it rests.
    await toast.hover();
    expect(await apart()).toBe(true);
    // Scrolled past the header, its middle bar (with the cart link) sticks to the top. Asked again
    // until it holds: while the page's lower parts are still coming it may not be 800 px taller
    // than the window yet, and the browser stops the scroll at its end.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 800));
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(300);
    await expect(toast).toBeVisible();
    expect(await apart()).toBe(true);
    // The pointer goes straight for the link from there: the click lands.
    await cartLink.click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/login$/);
  },
);

test.describe('signed in', () => {
  startSignedIn();

  test('refuses an out-of-stock product', async ({ page }) => {
    await openProduct(page, soldOut);
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Sorry this product is out of stock!')).toBeVisible();
  });
});

test('adds the chosen quantity and variant to the cart', async ({ page }, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await openProduct(page, laptop);
  await page.getByRole('radio', { name: 'Jet Black' }).check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Item added to cart! Please go to your cart and update it.')).toBeVisible();
  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: `${laptop.title} (Jet Black)` });
  await expect(line.getByRole('status', { name: /^Quantity of/ })).toHaveText('2');
});

test('Share copies the product link to the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openProduct(page, laptop);
  await page.getByRole('button', { name: 'Share product link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(baseURL ?? page.url()).origin}/product-details/${laptop.id}`);
});

test('related products show 5, Load More adds 5, and View All leads to the listing', async ({ page }) => {
  await page.clock.install();
  await openProduct(page, laptop);
  const related = page.getByRole('region', { name: 'Related Products' });
  const cards = related.getByRole('listitem');
  await expect(cards).toHaveCount(5);
  await expect(related.getByRole('link', { name: laptop.title })).toHaveCount(0);

  // A paused clock holds the 800 ms loading state for as long as the check needs.
  await pauseClock(page);
  const loadMore = related.getByRole('button', { name: 'Load More' });
  await loadMore.click();
  await expect(related.getByRole('button', { name: 'Loading...' })).toBeVisible();
  await page.clock.runFor(799);
  await expect(cards).toHaveCount(5);
  await page.clock.runFor(1);
  await expect(cards).toHaveCount(10);
  await expect(cards.nth(5).getByRole('link')).toBeFocused();

  await related.getByRole('link', { name: 'View All products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a related product opens its own details', async ({ page }) => {
  await openProduct(page, laptop);
  const link = page
    .getByRole('region', { name: 'Related Products' })
    .getByRole('listitem')
    .first()
    .getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href ?? '/never');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(laptop.title);
});

// One page per test: an axe scan of a whole page is among the slowest steps of the suite.
test('the details page has no accessibility violations', { tag: '@responsive' }, async ({ page }) => {
  await openProduct(page, laptop);
  // Let late styles and images settle so contrast is measured on the finished page.
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
});

test('the zoom dialog has no accessibility violations', { tag: '@responsive' }, async ({ page }) => {
  await openProduct(page, laptop);
  await page.waitForLoadState('networkidle');
  await zoomButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
