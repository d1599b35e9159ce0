import type { Page } from '@playwright/test';

import { readDocument } from '../../scripts/lib/emulator-rest.mjs';
import { openCheckout, placeOrder } from './checkout-support';
import { chooseLanguage, translated } from './i18n-support';
import {
  addToCart,
  expect,
  expectNoAxeViolations,
  seededProduct,
  signIn,
  signInAsNewShopper,
  takenByServiceWorker,
  test,
} from './support';

/*
 * The shop in the shopper's language (docs/architecture.md, "Languages"): English, Bangla, Hindi
 * and Canadian French. Expected words come from the catalogs (src/locales), so a better
 * translation does not break a test, and a missing one does.
 */

const speaker = seededProduct(
  (product) => product.type === 'Speaker' && product.stock > 20 && product.tags.length > 0,
  'listed speaker in stock',
);

test.describe('a browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('opens the shop in Hindi on the first visit @responsive', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: await translated('hi', 'Contact us') })).toBeVisible();
    await expect(page).toHaveTitle(/[\u0900-\u097F]/);
    // The address says the language, so a link copied from it opens in Hindi.
    await expect(page).toHaveURL(/\/hi$/);
  });
});

test.describe('a browser set to Hindi, before any script runs', () => {
  test.use({ locale: 'hi-IN', javaScriptEnabled: false });

  test('is answered in Hindi at the English address, the page naming its Hindi one', async ({ page }) => {
    await page.goto('/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await translated('hi', 'Products'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/products$/);
  });
});

test("the language chosen tells the host, which answers in it over the browser's", async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'বাংলা');
  await expect(page).toHaveURL(/\/bn$/);
  const answer = await page.request.get('/products', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' } });
  expect(await answer.text()).toContain('<html lang="bn"');
  await chooseLanguage(page, 'English');
  const english = await page.request.get('/products', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' } });
  expect(await english.text()).toContain('<html lang="en"');
});

test('a link shared in Hindi opens in Hindi as drawn, its links stay in Hindi, and English takes the page back to its English address @responsive', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/hi/product-details/${speaker.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/hi/product-details/${speaker.id}$`),
  );
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Drawn in Hindi at build time and hydrated in Hindi: nothing to draw afresh.
  expect(problems.filter((text) => /hydrat|#418|#423|#425|did not match/i.test(text))).toEqual([]);

  await page
    .getByRole('link', { name: await translated('hi', 'Contact us') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  // The product page went live with its own words alone; the page opened next has the rest.
  await expect(
    page.getByRole('heading', { level: 2, name: await translated('hi', 'Send us a message') }),
  ).toBeVisible();

  await chooseLanguage(page, 'English');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
});

test('switching to Bangla keeps the cart and a half-filled form; reload and a second device keep it @responsive', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, speaker.id);
  await openCheckout(page);
  await page.getByLabel('Address', { exact: true }).fill('12 Lake Road, Dhaka');
  await page.getByLabel('First Name').fill('');

  await chooseLanguage(page, 'বাংলা');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveURL(/\/bn\/checkout$/);
  const addressLabel = await translated('bn', 'Address');
  await expect(page.getByLabel(addressLabel, { exact: true })).toHaveValue('12 Lake Road, Dhaka');
  await expect(
    page.getByRole('heading', { level: 1, name: await translated('bn', 'Checkout') }),
  ).toBeVisible();
  // The cart's line is still there, its total in Bengali digits.
  await expect(page.getByTestId('order-total')).toHaveText(/[০-৯]/);

  await placeOrder(page)
    .or(page.getByRole('button', { name: await translated('bn', 'Place Order') }))
    .click();
  await expect(page.getByLabel(await translated('bn', 'First Name'))).toHaveAccessibleDescription(
    await translated('bn', 'First name is required'),
  );

  // Prices stay in US dollars, with the approximate amount in taka and the rates' day beside them.
  await page.goto(`/product-details/${speaker.id}`);
  const usd = (await readDocument('Rates/usd')) as { day: string; rates: { BDT: number } };
  // Written by the browser's own Intl, as the page writes them.
  const written = await page.evaluate(
    ([dollars, rate, day]) => ({
      dollars: new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'USD' }).format(dollars),
      taka: new Intl.NumberFormat('bn-BD', {
        style: 'currency',
        currency: 'BDT',
        maximumFractionDigits: 0,
      }).format(Math.round(dollars * rate)),
      day: new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      ),
    }),
    [speaker.price, usd.rates.BDT, usd.day] as const,
  );
  const summary = page.locator('main p').filter({ has: page.getByTestId('approximate-price') });
  await expect(summary).toContainText(written.dollars);
  await expect(summary).toContainText('US$');
  await expect(page.getByTestId('approximate-price')).toContainText(written.taka);
  await expect(page.getByTestId('approximate-price')).toContainText(
    (await translated('bn', 'rate of {day}')).replace('{day}', written.day),
  );

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // A second device, its browser in English: signed in to the same account, it speaks Bangla.
  const secondDevice = await browser.newContext({ locale: 'en-US' });
  try {
    const other = await secondDevice.newPage();
    await signIn(other, account);
    await expect(other.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(other.locator('h1')).toHaveText(/[\u0980-\u09FF]/);
  } finally {
    await secondDevice.close();
  }
});

test('switching the language from the phone menu leaves the page where the shopper had scrolled it @phone', async ({
  page,
}) => {
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Asked again until it holds, as the page may still be growing.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(800);
  const scrolled = await page.evaluate(() => window.scrollY);

  await chooseLanguage(page, 'বাংলা');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveURL(/\/bn\/products$/);
  // Where the page comes to rest: a smooth scroll back to the top would still be moving.
  const settled = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let stillFrames = 0;
        const look = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 10) resolve(last);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  // Words of other lengths may move the page a line or two; it is not sent back to the top.
  expect(Math.abs(settled - scrolled)).toBeLessThan(100);
});

test("the account pages' bar has the language menu too", async ({ page }, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('combobox')
    .selectOption({ label: 'हिन्दी' });
  await expect(page).toHaveURL(/\/hi\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test.describe('offline after one visit', () => {
  test.use({ serviceWorkers: 'allow', locale: 'bn-BD' });

  test('the chosen language still shows', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await takenByServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('link', { name: await translated('bn', 'Contact us') })).toBeVisible();
  });
});

test.describe('Canadian French on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /**
   * What sticks out past the screen's right edge (so the page would scroll sideways), as tag and
   * text: nothing, when the page fits.
   */
  const fitsTheScreen = async (page: Page) =>
    page.evaluate(() => {
      if (document.documentElement.scrollWidth <= window.innerWidth) return true;
      return [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(-5)
        .map((element) => `${element.tagName} ${element.textContent.slice(0, 40)}`);
    });

  test.describe('a browser set to Canadian French', () => {
    test.use({ locale: 'fr-CA' });

    for (const [name, path] of [
      ['home', '/'],
      ['listing', '/products'],
      ['product', `/product-details/${speaker.id}`],
    ] as const) {
      test(`${name} fits a 390 px screen`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
        await expect(page.locator('[data-hydrated]')).toHaveCount(1);
        expect(await fitsTheScreen(page)).toBe(true);
      });
    }
  });

  for (const [name, path] of [
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['dashboard', '/dashboard'],
  ] as const) {
    test(`${name} fits a 390 px screen`, async ({ page }, testInfo) => {
      await signInAsNewShopper(page, testInfo);
      await addToCart(page, speaker.id);
      await chooseLanguage(page, 'Français (Canada)');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.locator('h1')).toHaveText(/\p{L}/u);
      expect(await fitsTheScreen(page)).toBe(true);
    });
  }
});

/** Each browser language below, and the shop's language for it: its `<html lang>`. */
const LANGUAGES = [
  ['bn-BD', 'bn'],
  ['hi-IN', 'hi'],
  ['fr-CA', 'fr-CA'],
  ['en-US', 'en'],
] as const;

for (const [locale, lang] of LANGUAGES) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test(`the product page has no accessibility violations @responsive`, async ({ page }) => {
      await page.goto(`/product-details/${speaker.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('[data-hydrated]')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    // English's home and listing are scanned in home.spec.ts and listing.spec.ts.
    if (lang !== 'en') {
      for (const [name, path] of [
        ['home', '/'],
        ['the listing, with its filters,', '/products'],
      ] as const) {
        test(`${name} has no accessibility violations @responsive`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('[data-hydrated]')).toHaveCount(1);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
