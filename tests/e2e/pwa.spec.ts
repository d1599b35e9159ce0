import { expect, test } from './support';

// These tests are about the service worker, which the rest of the suite keeps out.
test.use({ serviceWorkers: 'allow' });

test('the app links a valid web manifest with the install icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'E-Shop', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons as unknown as { src: string }[]) {
    expect((await request.get(icon.src)).ok()).toBe(true);
  }
});

test('Chromium finds the app installable (the check Lighthouse ran before version 12)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Lighthouse 12 dropped its installability audit; it asked the browser exactly this, and set
  // aside "in-incognito" as this test does (every Playwright context is an incognito profile).
  const cdp = await context.newCDPSession(page);
  const errors = async () =>
    (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(errors, { timeout: 15_000 }).toEqual([]);
});

test('the service worker precaches the shell so the app opens offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect(page.getByText('E-Shop is ready to work offline.')).toBeVisible();
  // The worker takes the page it was installed from, without a reload: a page not opened before
  // comes from the precache once the connection drops.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(page.getByRole('form', { name: 'Contact' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await context.setOffline(false);
});
