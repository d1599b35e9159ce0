import type { Page } from '@playwright/test';

import { upsertAccount } from '../../scripts/lib/emulator-rest.mjs';
import { routeGoogleSignIn } from './google-sign-in';
import { expect, seededProduct, test } from './support';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** An account of the test's own, not signed in anywhere yet. */
async function newAccount() {
  const uid = `return-${unique()}`;
  const account = { uid, email: `${uid}@eshop.test`, password: 'Shopper#2026', displayName: 'Reza Return' };
  await upsertAccount(account);
  return account;
}

/** Opens a guarded page signed out, and lands on login. */
async function sentToLogin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('/checkout → /login → back at /checkout after an email login', async ({ page }) => {
  const account = await newAccount();
  await sentToLogin(page, '/checkout');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Login was replaced: Back does not return to a form that would only bounce the shopper on.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('/checkout → /login → Register → back at /checkout once the account is made', async ({ page }) => {
  await sentToLogin(page, '/checkout');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  // And back to login and to register again: the destination stays with the shopper.
  await page.getByRole('link', { name: 'Login' }).last().click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).click();
  await page.getByLabel('Full Name').fill('Rhea Register');
  await page.getByLabel('Email Address').fill(`rhea-${unique()}@eshop.test`);
  await page.getByLabel('Password').fill('Register#2026');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('/checkout → /login → back at /checkout after Continue with Google', async ({ page, context }) => {
  await routeGoogleSignIn(context);
  await sentToLogin(page, '/checkout');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  await popup.locator('#email-input').fill(`gail-${unique()}@eshop.test`);
  await popup.locator('#display-name-input').fill('Gail Google');
  await popup.locator('#sign-in').click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('/cart → /login → back at /cart after an email login', async ({ page }) => {
  const account = await newAccount();
  await sentToLogin(page, '/cart');
  await logIn(page, account);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
});

test('Add to Cart signed out on a product page → /login → back at that product', async ({ page }) => {
  const account = await newAccount();
  const product = seededProduct(
    (candidate) => candidate.stock > 0 && candidate.tags.length > 0,
    'product in stock',
  );
  await page.goto(`/product-details/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('You need to be logged in to add items to cart.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, account);
  await expect(page).toHaveURL(new RegExp(`/product-details/${product.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
});

test('a login reached with a foreign destination in its state opens the dashboard', async ({ page }) => {
  const account = await newAccount();
  await page.goto('/');
  // What a script of the page could put in the history entry; a link from elsewhere cannot.
  await page.evaluate(() => {
    history.pushState({ usr: { from: '//evil.example/checkout' }, key: 'x', idx: 1 }, '', '/login');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  });
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await logIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
});
