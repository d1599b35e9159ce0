import type { Page } from '@playwright/test';

import { expectShowing, grid, isPhone, openFilters, PAGE_SIZE, pagination, status } from './listing-support';
import { expect, expectNoAxeViolations, listedProducts as listed, type SeededProduct, test } from './support';

const AUDIO = 'Audio & Headphones';
const byId = new Map(listed.map((product) => [product.id, product]));
/** The seeded products in Audio & Headphones, the category the links below open. */
const audio = listed.filter((product) => product.category === AUDIO);
/** Pages of the whole listing; all of them fit in the window of 7 plus the first and the last. */
const pageCount = Math.ceil(listed.length / PAGE_SIZE);
/** "Showing from–to" of a page of `total` products. */
const pageRange = (page: number, total: number) =>
  [(page - 1) * PAGE_SIZE + 1, Math.min(page * PAGE_SIZE, total)] as const;

/** The products on the page, in grid order, read from their card links. */
async function shownProducts(page: Page): Promise<SeededProduct[]> {
  const hrefs = await grid(page)
    .locator('a[href^="/product-details/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const product = byId.get(Number(href.split('/').pop()));
    if (!product) throw new Error(`unexpected product link ${href}`);
    return product;
  });
}

test(
  'a category link pre-selects that category and shows only its products',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/products?q=Audio%20%26%20Headphones');
    await expectShowing(page, ...pageRange(1, audio.length), audio.length);
    await expect
      .poll(async () => (await shownProducts(page)).map((product) => product.id))
      .toEqual(audio.slice(0, PAGE_SIZE).map((product) => product.id));
    const filters = await openFilters(page);
    await expect(filters.getByRole('checkbox', { name: AUDIO })).toBeChecked();
    await expect(filters.getByRole('checkbox', { name: 'Home Appliances' })).not.toBeChecked();
  },
);

test(
  'brand and in-stock filters narrow the grid and go into the URL',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/products');
    await expectShowing(page, 1, PAGE_SIZE, listed.length);
    const filters = await openFilters(page);
    const brands = filters.getByRole('group', { name: 'Brands' });
    await expect(brands.getByRole('checkbox')).toHaveCount(7);
    await brands.getByRole('button', { name: 'More Brands' }).click();
    const brandCount = new Set(listed.map((product) => product.brand)).size;
    await expect(brands.getByRole('checkbox')).toHaveCount(brandCount);

    await brands.getByRole('checkbox', { name: /^Sony/ }).check();
    const sony = listed.filter((product) => product.brand === 'Sony');
    await expectShowing(page, 1, sony.length, sony.length);
    await expect
      .poll(async () => (await shownProducts(page)).every((product) => product.brand === 'Sony'))
      .toBe(true);

    await filters.getByRole('checkbox', { name: 'In stock' }).check();
    const sonyInStock = sony.filter((product) => product.stock > 0);
    await expectShowing(page, 1, sonyInStock.length, sonyInStock.length);
    await expect
      .poll(async () => (await shownProducts(page)).map((product) => product.id))
      .toEqual(sonyInStock.map((product) => product.id));
    await expect(page).toHaveURL(/[?&]brand=Sony&stock=1$/);
  },
);

test(
  'the price sliders step by 10 on desktop, 50 in the drawer, and filter inclusively',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/products');
    await expectShowing(page, 1, PAGE_SIZE, listed.length);
    const filters = await openFilters(page);
    const minimum = filters.getByRole('slider', { name: 'Minimum price' });
    const maximum = filters.getByRole('slider', { name: 'Maximum price' });
    await minimum.focus();
    await page.keyboard.press('ArrowRight');
    await expect(minimum).toHaveAttribute('aria-valuetext', isPhone(page) ? '$50' : '$10');
    await page.keyboard.press('PageUp');
    await maximum.focus();
    for (let press = 0; press < 8; press++) await page.keyboard.press('PageDown');

    const min = Number(await minimum.inputValue());
    const max = Number(await maximum.inputValue());
    expect([min, max]).toEqual(isPhone(page) ? [550, 1000] : [510, 1000]);
    const inRange = listed.filter((product) => product.price >= min && product.price <= max);
    // The grid follows once the sliders rest for 700 ms.
    await expectShowing(page, 1, Math.min(PAGE_SIZE, inRange.length), inRange.length);
    await expect(page).toHaveURL(new RegExp(`\\?min=${min}&max=${max}$`));
    await expect
      .poll(async () => (await shownProducts(page)).every(({ price }) => price >= min && price <= max))
      .toBe(true);
  },
);

test('sorting orders the grid by price both ways', async ({ page }) => {
  await page.goto('/products');
  await expectShowing(page, 1, PAGE_SIZE, listed.length);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Price: Low to High' });
  const ascending = [...listed].sort((a, b) => a.price - b.price);
  await expect(page).toHaveURL(/\?sort=asc$/);
  await expect
    .poll(async () => (await shownProducts(page)).map((product) => product.id))
    .toEqual(ascending.slice(0, PAGE_SIZE).map((product) => product.id));

  await sort.selectOption({ label: 'Price: High to Low' });
  const dearest = [...listed].sort((a, b) => b.price - a.price)[0];
  await expect(grid(page).getByRole('heading').first()).toHaveAccessibleName(dearest?.title ?? '');
  await expect
    .poll(async () => {
      const prices = (await shownProducts(page)).map((product) => product.price);
      return prices.join() === [...prices].sort((a, b) => b - a).join();
    })
    .toBe(true);
});

test('pages hold 18 products, with Prev and Next, and scroll back to the top', async ({ page }) => {
  // The seeded catalog spans more than two pages and fewer than the window's 7 plus 2 (the pages
  // behind ellipses are large-catalog.spec.ts's).
  expect(pageCount).toBeGreaterThan(2);
  expect(pageCount).toBeLessThanOrEqual(9);
  await page.goto('/products');
  await expectShowing(page, 1, PAGE_SIZE, listed.length);
  const nav = pagination(page);
  await expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: /^Page \d+$/ })).toHaveText(
    Array.from({ length: pageCount }, (_, at) => String(at + 1)),
  );
  await expect(nav).not.toContainText('…');
  await expect(nav.getByRole('button', { name: 'Prev' })).toBeDisabled();

  await nav.getByRole('button', { name: 'Next' }).click();
  await expectShowing(page, ...pageRange(2, listed.length), listed.length);
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('button', { name: `Page ${pageCount}` }).click();
  const [lastFrom, lastTo] = pageRange(pageCount, listed.length);
  await expectShowing(page, lastFrom, lastTo, listed.length);
  await expect.poll(async () => (await shownProducts(page)).length).toBe(lastTo - lastFrom + 1);
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page past the last one shows the last page', async ({ page }) => {
  const lastPage = Math.ceil(audio.length / PAGE_SIZE);
  await page.goto(`/products?q=Audio%20%26%20Headphones&page=${lastPage + 3}`);
  await expectShowing(page, ...pageRange(lastPage, audio.length), audio.length);
  await expect(page).toHaveURL(
    lastPage === 1
      ? /\?q=Audio%20%26%20Headphones$/
      : new RegExp(`\\?q=Audio%20%26%20Headphones&page=${lastPage}$`),
  );
});

test('coming back through View All keeps every filter but the category', async ({ page }) => {
  await page.goto('/products?q=Gaming%20Equipment&brand=Sony&stock=1&sort=desc');
  const gamingSony = listed.filter(
    (product) => product.category === 'Gaming Equipment' && product.brand === 'Sony' && product.stock > 0,
  );
  await expectShowing(page, 1, gamingSony.length, gamingSony.length);
  await grid(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product-details\/\d+$/);

  await page
    .getByRole('region', { name: 'Related Products' })
    .getByRole('link', { name: 'View All products' })
    .click();
  const sonyInStock = listed.filter((product) => product.brand === 'Sony' && product.stock > 0);
  await expectShowing(page, 1, Math.min(PAGE_SIZE, sonyInStock.length), sonyInStock.length);
  await expect(page).toHaveURL(/\/products\?brand=Sony&stock=1&sort=desc$/);
  const filters = await openFilters(page);
  await expect(filters.getByRole('checkbox', { name: /^Sony/ })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Gaming Equipment' })).not.toBeChecked();
});

test('a filtered listing survives a reload through its URL', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/products');
  await expectShowing(page, 1, PAGE_SIZE, listed.length);
  const filters = await openFilters(page);
  await filters.getByRole('checkbox', { name: /^Apple/ }).check();
  await filters.getByRole('checkbox', { name: 'Computers & Tablets' }).check();
  if (isPhone(page)) await filters.getByRole('button', { name: 'Close filters' }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: High to Low' });
  const wanted = listed
    .filter((product) => product.brand === 'Apple' && product.category === 'Computers & Tablets')
    .sort((a, b) => b.price - a.price);
  await expectShowing(page, 1, wanted.length, wanted.length);
  await expect(page).toHaveURL(/\?q=Computers%20%26%20Tablets&brand=Apple&sort=desc$/);

  await page.reload();
  await expectShowing(page, 1, wanted.length, wanted.length);
  await expect
    .poll(async () => (await shownProducts(page)).map((product) => product.id))
    .toEqual(wanted.map((product) => product.id));
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('desc');
  const reopened = await openFilters(page);
  await expect(reopened.getByRole('checkbox', { name: /^Apple/ })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Computers & Tablets' })).toBeChecked();
});

test(
  'Reset Filters clears categories, brands, in stock, price and sort',
  { tag: '@responsive' },
  async ({ page }) => {
    await page.goto('/products?q=Gaming%20Equipment&brand=Sony&stock=1&min=100&max=900&sort=asc');
    await expect(status(page)).toHaveText(/^Showing 1–\d+ of \d+$/);
    const filters = await openFilters(page);
    await expect(filters.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuetext',
      '$100',
    );
    await filters.getByRole('button', { name: 'Reset Filters' }).click();
    await expectShowing(page, 1, PAGE_SIZE, listed.length);
    await expect(page).toHaveURL(/\/products$/);
    await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(filters.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuetext',
      '$0',
    );
    await expect(filters.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      '$5,000',
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('none');
  },
);

test('filters that match nothing say No products found!', async ({ page }) => {
  await page.goto('/products?brand=Nobody');
  await expect(status(page)).toHaveText('No products found!');
  await expect(pagination(page)).toHaveCount(0);
});

test('leaving the listing clears the category selection', async ({ page }) => {
  await page.goto('/products?q=Audio%20%26%20Headphones');
  await expectShowing(page, ...pageRange(1, audio.length), audio.length);
  await page.goto('/contact');
  await page.goBack();
  // Back restores the URL's category; a plain link to the listing shows everything.
  await expectShowing(page, ...pageRange(1, audio.length), audio.length);
  await page.goto('/products');
  await expectShowing(page, 1, PAGE_SIZE, listed.length);
});

test(
  'on a phone the filters open in a drawer that holds focus and closes by Escape, backdrop and close button',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isPhone(page), 'the drawer is for small screens');
    await page.goto('/products');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const open = page.getByRole('button', { name: /^Filter/ });
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    const close = drawer.getByRole('button', { name: 'Close filters' });

    await open.click();
    await expect(drawer).toBeVisible();
    // Focus moves into the drawer, and Tab and Shift+Tab go round inside it, not to the page behind.
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(drawer.getByRole('button', { name: /^Show \d+ products$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(380, 400);
    await expect(drawer).toBeHidden();

    await open.click();
    await drawer.getByRole('checkbox', { name: AUDIO }).check();
    await expect(drawer.getByRole('button', { name: `Show ${audio.length} products` })).toBeVisible();
    await close.click();
    await expect(drawer).toBeHidden();
    await expectShowing(page, ...pageRange(1, audio.length), audio.length);
    await expect(open).toHaveAccessibleName('Filter 1 active');
  },
);

// One page per test: an axe scan of a whole page is among the slowest steps of the suite.
test('a category listing has no accessibility violations', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/products?q=Audio%20%26%20Headphones');
  await expectShowing(page, ...pageRange(1, audio.length), audio.length);
  await expectNoAxeViolations(page);
});

test('the full listing has no accessibility violations', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/products');
  await expectShowing(page, 1, PAGE_SIZE, listed.length);
  await expectNoAxeViolations(page);
});

test(
  'the listing with its filter drawer open has no accessibility violations',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isPhone(page), 'the drawer is for small screens');
    await page.goto('/products');
    await expectShowing(page, 1, PAGE_SIZE, listed.length);
    await openFilters(page);
    await expectNoAxeViolations(page);
  },
);
