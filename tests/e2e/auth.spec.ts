import { accountUid, readDocument } from '../../scripts/lib/emulator-rest.mjs';
import { routeGoogleSignIn } from './google-sign-in';
import { expect, test } from './support';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The account's Users record, as a new account gets it: a normal user with an empty cart and orders. */
async function expectNewAccountRecord(email: string, name: string) {
  const uid = await accountUid(email);
  expect(await readDocument(`Users/${uid}`)).toMatchObject({
    uid,
    name,
    email,
    userType: 'normal',
    cart: [],
    orders: [],
  });
}

test('register names each problem, then creates the account and its normal user record', async ({ page }) => {
  await page.goto('/register');
  const name = page.getByLabel('Full Name');
  const email = page.getByLabel('Email Address');
  const password = page.getByLabel('Password');
  const register = page.getByRole('button', { name: 'Register', exact: true });

  await register.click();
  await expect(page.getByText('Please provide data for all fields')).toBeVisible();
  await name.fill('Ann');
  await email.fill('ann@');
  await password.fill('short');
  await register.click();
  await expect(page.getByText('Name should at leats contain 4 letters')).toBeVisible();
  await name.fill('Anna Newman');
  await register.click();
  await expect(page.getByText('Email is not valid')).toBeVisible();
  const address = `anna-${unique()}@eshop.test`;
  await email.fill(address);
  await register.click();
  await expect(
    page.getByText(
      'Password must be at least 6 characters and include uppercase, lowercase, number, and special character.',
    ),
  ).toBeVisible();
  await password.fill('Newman#2026');
  await register.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Anna Newman');
  await expectNewAccountRecord(address, 'Anna Newman');
});

test('Continue with Google signs in through the Auth emulator under the CSP and creates the account record', async ({
  page,
  context,
}) => {
  const google = await routeGoogleSignIn(context);
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  // The Auth emulator's popup stands in for Google's account chooser.
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  const address = `gina-${unique()}@eshop.test`;
  await popup.locator('#email-input').fill(address);
  await popup.locator('#display-name-input').fill('Gina Google');
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByTestId('profile-name')).toHaveText('Gina Google');
  expect(google.scriptRequests()).toBeGreaterThan(0);
  await expectNewAccountRecord(address, 'Gina Google');
  // The suite's fixture fails the test on any Content-Security-Policy report from the page.
});

test('Continue with Google shows the provider error and stays ready when Google cannot be reached', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route('https://apis.google.com/**', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.abort('internetdisconnected');
  });
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await google.click();
  await expect.poll(() => asked, { timeout: 15_000 }).toContain('/js/api.js');
  await expect(page.getByText('Firebase: Error (auth/internal-error).')).toBeVisible({ timeout: 45_000 });
  await expect(google).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});
