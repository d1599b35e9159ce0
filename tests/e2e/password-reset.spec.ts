import { upsertAccount } from '../../scripts/lib/emulator-rest.mjs';
import { latestOobCode, oobCodesFor, resetPagePath } from './auth-emulator-mail';
import { expect, expectNoAxeViolations, test } from './support';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
/** A fresh password account in the Auth emulator, so no other test's sign-in changes. */
async function newAccount() {
  const account = {
    uid: `reset-${unique()}`,
    email: `reset-${unique()}@eshop.test`,
    password: 'Shopper#2026',
    displayName: 'Rita Reset',
  };
  await upsertAccount(account);
  return account;
}

const SENT =
  'If an account uses this email address, a link to reset its password is on its way. Check your inbox.';

test(
  'forgot password: the same answer for any address, then the emulator’s link resets it and the new password signs in',
  { tag: '@responsive' },
  async ({ page }) => {
    const account = await newAccount();
    const stranger = `nobody-${unique()}@eshop.test`;

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expectNoAxeViolations(page);

    const email = page.getByLabel('Email Address');
    const send = page.getByRole('button', { name: 'Send reset link' });
    await email.fill('rita@');
    await send.click();
    await expect(page.getByText('Email is not valid!')).toBeVisible();

    // No account: the same words, and nothing sent.
    await email.fill(stranger);
    await send.click();
    await expect(page.getByText(SENT)).toBeVisible();
    expect(await oobCodesFor(stranger, 'PASSWORD_RESET')).toEqual([]);

    await email.fill(account.email);
    await send.click();
    await expect(send).toHaveText('Send reset link');
    await expect(page.getByText(SENT)).toBeVisible();
    const link = await latestOobCode(account.email, 'PASSWORD_RESET');

    // The emulator's link carries the query Firebase gives a custom action page.
    await page.goto(resetPagePath(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expectNoAxeViolations(page);
    const newPassword = page.getByLabel('New Password');
    await newPassword.fill('renewed2027');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByText(
        'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
      ),
    ).toBeVisible();
    await newPassword.fill('Renewed#2027');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();

    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password').fill('Renewed#2027');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Rita Reset');
  },
);

test(
  'a reset link already used says so and offers to ask again',
  { tag: '@responsive' },
  async ({ page }) => {
    const account = await newAccount();
    await page.goto('/reset-password');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const link = await latestOobCode(account.email, 'PASSWORD_RESET');
    // Used once already, as the emulator's own page uses it.
    const used = await fetch(`${link.oobLink}&newPassword=Elsewhere%232027`);
    expect(used.ok).toBe(true);

    await page.goto(resetPagePath(link));
    await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  },
);
