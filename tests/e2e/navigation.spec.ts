import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expect, expectNoAxeViolations, startSignedIn, test } from './support';

const catalog = JSON.parse(readFileSync('catalog/products.json', 'utf8')) as {
  title: string;
  brand: string;
  category: string;
  type: string;
  tags: string[];
}[];
/** The titles of the products with a word beginning "sam" (too short a word for typos). */
const samMatches = catalog
  .filter((product) =>
    /\bsam/i.test([product.title, product.brand, product.category, product.type, ...product.tags].join(' ')),
  )
  .map((product) => product.title);

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });
/** The first suggestions of a visit wait for the catalog, which a busy emulator may serve slowly. */
const CATALOG_TIMEOUT = { timeout: 30_000 };

/** Under 640 px the search box hides behind a button. */
async function openSearch(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open search' }).click();
  await expect(searchBox(page)).toBeVisible();
}

/** Opens home and waits for its lists, so sections stop moving before a shortcut is used. */
async function openHomeWithProducts(page: Page) {
  await page.goto('/');
  // The first visit reads the whole catalog; a busy emulator can take a while.
  await expect(page.locator('#best-seller').getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Distance from a section's top edge to the bottom of the sticky header bar, once the page has
 * come to rest: scrolled away from the top, the same position over several frames, and the bar
 * pinned in its place. A smooth scroll passes through every gap on its way; and the bar, pinned
 * as the page leaves the top, slides down into place (300 ms) from wherever the scroll was then,
 * so on a busy machine it may still be sliding when the scroll stops. Only where both end says
 * where the section landed under the bar.
 */
async function settledGapUnderStickyBar(page: Page, sectionId: string) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const bar = document.getElementById('sticky-bar');
        // A slide cut short (the bar unpinned again) rejects; it is over either way.
        await Promise.all(bar?.getAnimations().map((slide) => slide.finished.catch(() => undefined)) ?? []);
        const at = window.scrollY;
        for (let frame = 0; frame < 5; frame++) {
          await new Promise<number>((resolve) => requestAnimationFrame(resolve));
          const sliding = bar?.getAnimations().some((slide) => slide.playState !== 'finished');
          if (window.scrollY !== at || sliding) return false;
        }
        return at > 0;
      }),
    )
    .toBe(true);
  return page.evaluate((id) => {
    const section = document.getElementById(id);
    const bar = document.getElementById('sticky-bar');
    if (!section || !bar) return Number.NaN;
    return Math.round(section.getBoundingClientRect().top - bar.getBoundingClientRect().bottom);
  }, sectionId);
}

/** Spec §2 Categories, in the order the menus list them. */
const CATEGORY_NAMES = [
  'Computers & Tablets',
  'Mobiles & Accessories',
  'TV & Home Theater',
  'Audio & Headphones',
  'Cameras & Camcorders',
  'Gaming Equipment',
  'Home Appliances',
];

test.describe('header', () => {
  test(
    'a signed-out visitor sees Login and a cart at $0.00 that leads to login',
    { tag: '@responsive' },
    async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      const cart = banner.getByRole('link', { name: /^Cart/ });
      await expect(cart).toContainText('$0.00');
      await cart.click();
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test.describe('signed in', () => {
    startSignedIn();

    test('a signed-in shopper sees their name leading to the dashboard and a cart leading to /cart', async ({
      page,
    }) => {
      await page.goto('/products');
      const banner = page.getByRole('banner');
      await expect(banner.getByTestId('account-link')).toHaveAttribute('href', '/dashboard');
      await expect(banner.getByTestId('account-link')).not.toContainText('Login');
      // Named "Cart $…", or "N items Cart $…" when the shopper's cart holds something.
      await expect(banner.getByRole('link', { name: /\bCart\b/ })).toHaveAttribute('href', '/cart');
    });
  });

  test('the logo leads home', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'E-Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test(
    'the middle bar sticks to the top after scrolling past the header',
    { tag: '@responsive' },
    async ({ page }) => {
      await page.goto('/');
      const bar = page.locator('#sticky-bar');
      await expect(bar).toHaveAttribute('data-stuck', 'false');
      await page.mouse.wheel(0, 600);
      await expect(bar).toHaveAttribute('data-stuck', 'true');
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
      await expect(searchBox(page).or(page.getByRole('button', { name: 'Open search' }))).toBeVisible();
    },
  );

  test(
    'a control scrolled into view at the top of the window is not left under the pinned bar',
    { tag: '@responsive' },
    async ({ page }) => {
      await page.goto('/');
      const bar = page.locator('#sticky-bar');
      await page.mouse.wheel(0, 1500);
      await expect(bar).toHaveAttribute('data-stuck', 'true');
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
      const next = page
        .getByRole('region', { name: 'Featured Products', exact: true })
        .getByRole('button', { name: 'Next slide' });
      // What an in-page link, or a control aimed at from above, asks of the browser.
      await next.evaluate((button) => button.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await expect(bar).toHaveAttribute('data-stuck', 'true');
      const reached = await next.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      expect(reached, 'the button is visible and nothing covers it').toBe(true);
    },
  );
});

test.describe('desktop bar', () => {
  test.beforeEach(({ page }) => test.skip(isPhone(page), 'the desktop bar is hidden under 640 px'));

  test('All Categories opens the seven categories and closes on a click outside', async ({ page }) => {
    test.slow(); // an axe scan of the whole home page
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'All Categories' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(list.getByRole('link')).toHaveText(CATEGORY_NAMES);
    for (const name of CATEGORY_NAMES)
      await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/products?q=${encodeURIComponent(name)}`,
      );
    await expectNoAxeViolations(page);
    await page.mouse.click(640, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Gaming Equipment' })).toBeHidden();
  });

  test('the dropdown works from the keyboard and a category opens the listing', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'All Categories' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Computers & Tablets' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Audio & Headphones' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=Audio%20%26%20Headphones$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('Products and Contact lead to their pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('mobile menu', { tag: '@phone' }, () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), 'the mobile menu is for screens under 640 px'));

  test('opens as a 320 px panel titled Menu, locks the page and closes on the backdrop', async ({ page }) => {
    test.slow(); // an axe scan of the whole home page
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect.poll(async () => (await menu.boundingBox())?.width).toBe(320);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoAxeViolations(page);

    await page.getByTestId('menu-backdrop').click({ position: { x: 360, y: 400 } });
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the close button and Escape close it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('choosing a category closes the menu, opens the listing and highlights it next time', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    const categories = menu.getByRole('button', { name: 'All Categories' });
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'TV & Home Theater' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/products\?q=TV%20%26%20Home%20Theater$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'TV & Home Theater' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Gaming Equipment' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('section shortcuts', { tag: '@responsive' }, () => {
  test.slow();

  test('New Arrival from the listing opens home scrolled to that section under the sticky bar', async ({
    page,
  }) => {
    await openHomeWithProducts(page);
    await page.goto('/products');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'New Arrival' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Arrival' }).click();
    }
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(Math.abs(await settledGapUnderStickyBar(page, 'new-arrival'))).toBeLessThanOrEqual(2);
  });

  test('LIMITED SALE on the home page scrolls to the spring sale', async ({ page }) => {
    await openHomeWithProducts(page);
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'LIMITED SALE' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    } else {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'LIMITED SALE' })
        .click();
    }
    expect(Math.abs(await settledGapUnderStickyBar(page, 'spring-sale'))).toBeLessThanOrEqual(2);
  });
});

test('a page opened from far down another opens at its top', async ({ page }) => {
  await openHomeWithProducts(page);
  // Contact opened once in this visit, so its script is loaded: later it opens at once, full height.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByRole('link', { name: 'E-Shop', exact: true }).click();
  await expect(page.locator('#best-seller').getByRole('listitem').first()).toBeVisible();
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
  await careers.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await careers.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('search', { tag: '@responsive' }, () => {
  test('typing sam suggests the best matches; ArrowDown and Enter open one and clear the box', async ({
    page,
  }) => {
    await page.goto('/');
    await openSearch(page);
    await searchBox(page).fill('sam');
    await expect(suggestions(page)).toBeVisible(CATALOG_TIMEOUT);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    // The best 8, then "See all N results for “sam”".
    await expect(suggestions(page).getByRole('option')).toHaveCount(Math.min(8, samMatches.length) + 1);
    await expect(suggestions(page).getByRole('option').last()).toHaveText(
      `See all ${samMatches.length} results for “sam”`,
    );
    await expect(suggestions(page).getByRole('option').first().locator('img')).toBeVisible();

    await searchBox(page).press('ArrowDown');
    await expect(suggestions(page).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const chosen = (await suggestions(page).getByRole('option').first().textContent()) ?? '';
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/product-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      samMatches.find((title) => chosen.startsWith(title)) ?? 'no such title',
    );
    await openSearch(page);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('clicking a suggestion opens that product', async ({ page }) => {
    await page.goto('/products');
    await openSearch(page);
    await searchBox(page).fill('SAMSUNG GALAXY');
    const option = suggestions(page).getByRole('option').first();
    await expect(option).toBeVisible(CATALOG_TIMEOUT);
    await option.click();
    await expect(page).toHaveURL(/\/product-details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Samsung Galaxy');
  });

  test('Escape and a click outside close the suggestions; no match shows none', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await searchBox(page).fill('sam');
    await expect(suggestions(page)).toBeVisible(CATALOG_TIMEOUT);
    await searchBox(page).press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await searchBox(page).press('ArrowDown');
    await expect(suggestions(page)).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(suggestions(page)).toBeHidden();

    await openSearch(page);
    await searchBox(page).fill('zzzz no such product');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestions(page)).toBeHidden();
  });
});

test.describe('footer', () => {
  test('the newsletter checks the address and confirms a subscription', async ({ page }) => {
    await page.goto('/contact');
    const email = page.getByLabel('Your email for the newsletter');
    const signUp = page.getByRole('button', { name: 'Sign up' });
    await signUp.click();
    await expect(page.getByText('Email is required!')).toBeVisible();
    await email.fill('not-an-address');
    await signUp.click();
    await expect(page.getByText('Invalid email!')).toBeVisible();
    await email.fill('shopper@example.com');
    await signUp.click();
    await expect(page.getByText('Subscribed successfully!')).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('shows supports, legal and social links and the payments image', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Return Policy', 'Help Centre', 'Careers', 'About Us', 'Privacy Policy', 'Terms']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/contact');
    }
    await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible();
    await expect(footer.getByRole('img', { name: /We accept/ })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} E-Shop`);
  });

  test('the scroll-to-top button appears after 800 px and scrolls back up', async ({ page }) => {
    await openHomeWithProducts(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
