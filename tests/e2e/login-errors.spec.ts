import type { Page, Route } from '@playwright/test';

import { DEMO_SHOPPER, expect, test } from './support';

/*
 * Spec §8's login errors that the Auth emulator never gives for an email login (it checks the
 * address's form as the page does, and has no rate limit or account linking; it tells a wrong
 * password from an unknown user, which foundation.spec.ts shows). Auth's answer to
 * the sign-in request is replaced with the one the real service gives in each case; the
 * Firebase SDK then turns it into its error code as it would in production.
 */
const SIGN_IN_REQUEST = '**/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword**';

/** Auth refusing the sign-in with `message`, as its REST API does. */
const authRefuses = (message: string) => (route: Route) =>
  route.fulfill({
    status: 400,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify({ error: { code: 400, message, errors: [{ message, reason: 'invalid' }] } }),
  });

/** Auth asking to confirm the account first: how it says another sign-in method owns the address. */
const authNeedsConfirmation = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify({ needConfirmation: true, email: DEMO_SHOPPER.email }),
  });

async function logInAsShopper(page: Page) {
  await page.getByLabel('Email Address').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password').fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

for (const [what, answer, message] of [
  [
    'an address Auth refuses (INVALID_EMAIL)',
    authRefuses('INVALID_EMAIL'),
    'The email address is not valid.',
  ],
  [
    'an address in use (EMAIL_EXISTS)',
    authRefuses('EMAIL_EXISTS'),
    'This email is already in use. Try signing in instead.',
  ],
  [
    'too many attempts (TOO_MANY_ATTEMPTS_TRY_LATER)',
    authRefuses('TOO_MANY_ATTEMPTS_TRY_LATER'),
    'Too many failed attempts. Try again later.',
  ],
  [
    'a wrong address or password (INVALID_LOGIN_CREDENTIALS)',
    authRefuses('INVALID_LOGIN_CREDENTIALS'),
    'Invalid email or password. Please check your details.',
  ],
  [
    'an account with another sign-in method (needConfirmation)',
    authNeedsConfirmation,
    'An account already exists with this email but a different sign-in method. Try using that method.',
  ],
] as const) {
  test(`login shows the spec message for ${what} and stays on login`, async ({ page }) => {
    await page.route(SIGN_IN_REQUEST, answer);
    await page.goto('/login');
    await logInAsShopper(page);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('login shows the spec message when the network fails, and stays on login', async ({ page }) => {
  await page.route(SIGN_IN_REQUEST, (route) => route.abort('internetdisconnected'));
  await page.goto('/login');
  await logInAsShopper(page);
  await expect(page.getByText('Network error. Please check your internet connection.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/login$/);
});
