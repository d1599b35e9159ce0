import { expect, expectNoAxeViolations, test } from './support';

/* Installing the app and saving data, from the footer's app corner. */

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

test('where the browser offers installation, Install asks it once and then goes', async ({ page }) => {
  await page.goto('/');
  const install = page.getByRole('contentinfo').getByRole('button', { name: 'Install E-Shop' });
  await expect(install).toHaveCount(0);
  // Chromium offers installation with this event; a headless one never does by itself.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.documentElement.dataset.installPrompted = 'yes';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await install.click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(install).toHaveCount(0);
});

test("an offer that comes before the app's script has run is kept for the Install button", async ({
  page,
}) => {
  // A prerendered page asks for its script only after painting; the browser may offer
  // installation before that. Offered here as soon as the page is parsed, before any frame.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.documentElement.dataset.installPrompted = 'early';
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      document.documentElement.dataset.offerBeforeScript = String(
        !document.querySelector('script[type="module"]'),
      );
      window.dispatchEvent(offer);
    });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-offer-before-script', 'true');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Install E-Shop' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-install-prompted', 'early');
});

test.describe('on iOS Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the footer says how to add the shop to the home screen, and axe finds nothing @phone', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(
      page.getByText('To install E-Shop on this iPhone or iPad, tap Share, then Add to Home Screen.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('Save data stops the carousels moving by themselves, and is kept on the device', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Products', exact: true });
  await expect(featured.getByRole('button', { name: /autoplay$/ })).toBeVisible();
  const saveData = page.getByRole('checkbox', { name: 'Save data' });
  await expect(saveData).not.toBeChecked();
  await saveData.check();
  await expect(featured.getByRole('button', { name: /autoplay$/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Save data' })).toBeChecked();
  await expect(featured.getByRole('button', { name: /autoplay$/ })).toHaveCount(0);
});
