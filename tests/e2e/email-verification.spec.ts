import { latestOobCode } from './auth-emulator-mail';
import { expect, expectNoAxeViolations, test } from './support';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test(
  'a new password account is asked to verify its address until the emulator’s link is followed',
  { tag: '@responsive' },
  async ({ page }) => {
    const email = `vera-${unique()}@eshop.test`;
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Vera Verify');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill('Verify#2026');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect(banner).toContainText(`Please verify your email address: we sent a link to ${email}.`);
    await latestOobCode(email, 'VERIFY_EMAIL');
    await expectNoAxeViolations(page);

    // Not followed yet: the banner stays and says so.
    await banner.getByRole('button', { name: "I've verified it" }).click();
    await expect(banner).toContainText('This address is not verified yet.');

    await banner.getByRole('button', { name: 'Resend link' }).click();
    await expect(banner).toContainText('A new link is on its way. Check your inbox.');
    const link = await latestOobCode(email, 'VERIFY_EMAIL', 2);

    // In the shop too, where checkout stays open either way.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(banner).toBeVisible();

    // The link is followed elsewhere (the inbox): the emulator marks the address verified.
    const followed = await page.request.get(link.oobLink, { maxRedirects: 0 });
    expect(followed.status()).toBe(303);
    await banner.getByRole('button', { name: "I've verified it" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Email verification' })).toBeHidden();
  },
);

test('the verification banner can be put away for the session', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Dana Dismiss');
  await page.getByLabel('Email Address').fill(`dana-${unique()}@eshop.test`);
  await page.getByLabel('Password').fill('Dismiss#2026');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const banner = page.getByRole('region', { name: 'Email verification' });
  await banner.getByRole('button', { name: 'Dismiss email verification notice' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(banner).toBeHidden();
});
