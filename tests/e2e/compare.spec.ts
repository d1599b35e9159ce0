import type { Page } from '@playwright/test';

import { openBeforeLive } from './before-live';
import {
  compareToggle,
  comparison,
  differs,
  expectComparison,
  expectedRows,
  rowHeader,
  seeded,
  tray,
  untilDetailsKept,
} from './compare-support';
import { actingWhenHydrated, expect, expectNoAxeViolations, takenByServiceWorker, test } from './support';

/*
 * Compare: up to four products chosen on cards and product pages, kept on the device,
 * and /compare?ids=… showing them side by side, from the catalog and details on the device.
 */

// Three 65" TVs: the screen size and refresh rate are the same, the rest differs.
const tvs = [seeded(1046), seeded(1050), seeded(1051)];
const [lg, panasonic, hisense] = tvs as [(typeof tvs)[number], (typeof tvs)[number], (typeof tvs)[number]];
const laptops = [seeded(1001), seeded(1002), seeded(1003), seeded(1004)];
const comparePath = (products: { id: number }[]) => `/compare?ids=${products.map(({ id }) => id).join(',')}`;
const chosenInTray = (page: Page) => tray(page).getByRole('listitem').getByRole('img');
/** The products in the tray, by their images' names. */
const chosenTitles = (page: Page) =>
  chosenInTray(page).evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

test.describe('with the service worker', () => {
  // Opening /compare offline rests on the service worker, which the rest of the suite keeps out.
  test.use({ serviceWorkers: 'allow' });

  test('three products side by side: only differences, the shared address, and offline', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.slow(); // a first visit, three products chosen, a second context
    await page.goto('/');
    await takenByServiceWorker(page);

    // One from its page, two from the listing's cards.
    await page.goto(`/product-details/${lg.id}`);
    await compareToggle(page, lg.title).click();
    await expect(compareToggle(page, lg.title)).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/products?q=${encodeURIComponent(lg.category)}`);
    for (const product of [panasonic, hisense]) {
      await compareToggle(page, product.title).click();
      await expect(compareToggle(page, product.title)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect.poll(() => chosenTitles(page)).toEqual(tvs.map(({ title }) => title));

    // Their details were fetched as they were chosen: the comparison opens offline.
    await untilDetailsKept(page, [panasonic.id, hisense.id]);
    await context.setOffline(true);
    await tray(page).getByRole('link', { name: 'Compare 3 products' }).click();
    await expect(page).toHaveURL(comparePath(tvs));
    await expectComparison(page, tvs);
    await page.reload();
    await expectComparison(page, tvs);
    await context.setOffline(false);

    // Only differences hides the rows where all three agree.
    const onlyDifferences = page.getByRole('switch', { name: 'Only differences' });
    await expect(onlyDifferences).toHaveAttribute('aria-checked', 'false');
    await onlyDifferences.click();
    await expect(onlyDifferences).toHaveAttribute('aria-checked', 'true');
    const differing = expectedRows(tvs).filter(differs);
    expect(differing.length).toBeLessThan(expectedRows(tvs).length);
    await expect(comparison(page).getByRole('rowheader')).toHaveText(
      differing.map((row) => `${row.label}≠ (differs)`),
    );
    await expect(rowHeader(page, 'Screen Size')).toHaveCount(0);

    // The address opens the same comparison on another device (a new context: nothing stored).
    const other = await browser.newContext({ baseURL });
    try {
      const shared = actingWhenHydrated(await other.newPage());
      await shared.goto(page.url());
      await expectComparison(shared, tvs);
    } finally {
      await other.close();
    }
  });
});

test('a fifth product asks which one to take out; the tray, the question and the comparison pass axe', async ({
  page,
}) => {
  test.slow(); // three axe scans
  const [first, second, third, fourth] = laptops as [
    (typeof laptops)[number],
    (typeof laptops)[number],
    (typeof laptops)[number],
    (typeof laptops)[number],
  ];
  const fifth = seeded(1005);
  await page.goto('/');
  await page.evaluate(
    (ids) => localStorage.setItem('eshop-compare', JSON.stringify(ids)),
    [first.id, second.id, third.id, fourth.id],
  );
  await page.goto(`/product-details/${fifth.id}`);
  await expect(chosenInTray(page)).toHaveCount(4);

  await compareToggle(page, fifth.title).click();
  const question = page.getByRole('dialog', { name: 'You can compare up to 4 products' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: `Take out ${second.title}` }).click();
  await expect(question).toBeHidden();
  await expect(compareToggle(page, fifth.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(compareToggle(page, fifth.title)).toBeFocused();
  await expect
    .poll(() => chosenTitles(page))
    .toEqual([first, third, fourth, fifth].map(({ title }) => title));
  await expectNoAxeViolations(page);

  await tray(page)
    .getByRole('button', { name: `Remove ${first.title} from comparison` })
    .click();
  await expect(chosenInTray(page)).toHaveCount(3);
  await tray(page).getByRole('link', { name: 'Compare 3 products' }).click();
  await expect(page).toHaveURL(comparePath([third, fourth, fifth]));
  await expectComparison(page, [third, fourth, fifth]);
  await expectNoAxeViolations(page);
});

test(
  'on a phone the products scroll sideways under a first column that stays, and the tray fits',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(comparePath(laptops));
    await expectComparison(page, laptops);
    const region = page.getByRole('region', { name: /^Comparison of 4 products/ });
    const price = rowHeader(page, 'Price');
    const firstColumn = comparison(page).getByRole('columnheader').first();
    const before = { label: await price.boundingBox(), product: await firstColumn.boundingBox() };
    await region.evaluate((element) => element.scrollBy({ left: 400 }));
    await expect
      .poll(async () => (await firstColumn.boundingBox())?.x)
      .toBeLessThan((before.product?.x ?? 0) - 300);
    expect((await price.boundingBox())?.x).toBe(before.label?.x);
    await expectNoAxeViolations(page);

    // Elsewhere the tray shows the four, within the phone's width.
    await page.goto('/products');
    await expect(chosenInTray(page)).toHaveCount(4);
    const link = tray(page).getByRole('link', { name: 'Compare 4 products' });
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await tray(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  },
);

test('a Compare tap before the page is live is not lost', async ({ page: fixturePage }) => {
  const page = await fixturePage.context().newPage();
  const goLive = await openBeforeLive(page, '/products');
  // The first card the prerendered listing draws.
  const toggle = page
    .getByRole('main')
    .getByRole('button', { name: /^Compare: / })
    .first();
  const title = (await toggle.getAttribute('aria-label'))?.replace(/^Compare: /, '') ?? '';
  await toggle.click();
  await goLive();
  await expect(compareToggle(page, title)).toHaveAttribute('aria-pressed', 'true');
  await expect(chosenInTray(page)).toHaveAttribute('alt', title);
});

test('Compare works when the host fails to send its chunk twice while online', async ({ page }) => {
  // The page asks for the controls' chunk twice (the preload, then the import): both are cut off.
  // Without the retry (lib/lazy-loaded.ts), a chunk that failed while the browser stayed online
  // would never be asked for again, and every Compare button on the page would stay dead.
  let failed = 0;
  await page.route(/\/assets\/controls-[\w-]+\.js$/, async (route) => {
    if (failed < 2) {
      failed += 1;
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await page.goto('/products');
  const toggle = page
    .getByRole('main')
    .getByRole('button', { name: /^Compare: / })
    .first();
  const title = (await toggle.getAttribute('aria-label'))?.replace(/^Compare: /, '') ?? '';
  await expect.poll(() => failed, { timeout: 15_000 }).toBe(2);
  // Live: its chunk came on a later try.
  await expect(toggle.locator('xpath=ancestor::*[@data-part][1]')).toHaveAttribute('data-live', '', {
    timeout: 15_000,
  });
  await toggle.click();
  await expect(compareToggle(page, title)).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(chosenInTray(page)).toHaveAttribute('alt', title);
});
