import type { Page } from '@playwright/test';

import {
  actingWhenHydrated,
  accountCart,
  addToCart,
  expect,
  expectNoAxeViolations,
  money,
  seededProduct,
  signInAsNewShopper,
  test,
} from './support';

const headphones = seededProduct(
  (product) => product.stock > 5 && product.tags.length > 0 && product.price < 500,
  'listed product in stock under $500',
);
const tablet = seededProduct(
  (product) => product.stock > 5 && product.tags.length > 0 && product.id !== headphones.id,
  'second listed product in stock',
);

const row = (page: Page, title: string, variant = 'Off White') =>
  page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: `${title} (${variant})` });

const quantityOf = (page: Page, title: string, variant = 'Off White') =>
  row(page, title, variant).getByRole('status', { name: `Quantity of ${title} (${variant})` });

async function openCart(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
}

test('an empty cart says so and leads to the products', async ({ page }, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await openCart(page);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('the same product and variant merge into one line; quantities change the totals; a reload keeps it', async ({
  page,
}, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await addToCart(page, headphones.id);
  await addToCart(page, headphones.id);
  await addToCart(page, headphones.id, 'Jet Black');
  await openCart(page);

  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(2);
  await expect(quantityOf(page, headphones.title)).toHaveText('2');
  await expect(row(page, headphones.title)).toContainText(money(headphones.price * 2));
  await expect(page.getByTestId('cart-total')).toHaveText(money(headphones.price * 3));
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toContainText(
    money(headphones.price * 3),
  );

  await row(page, headphones.title)
    .getByRole('button', { name: /^Increase quantity/ })
    .click();
  await expect(quantityOf(page, headphones.title)).toHaveText('3');
  await expect(page.getByTestId('cart-total')).toHaveText(money(headphones.price * 4));

  // At 1 the decrement asks first; dismissing keeps the line.
  const blackRow = row(page, headphones.title, 'Jet Black');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await blackRow.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(quantityOf(page, headphones.title, 'Jet Black')).toHaveText('1');
  page.once('dialog', (dialog) => void dialog.accept());
  await blackRow.getByRole('button', { name: /^Decrease quantity/ }).click();
  await expect(blackRow).toHaveCount(0);
  await expect(quantityOf(page, headphones.title)).toHaveText('3');

  await page.reload();
  await expect(quantityOf(page, headphones.title)).toHaveText('3');
  await expect(page.getByTestId('cart-total')).toHaveText(money(headphones.price * 3));
});

test('Save Cart saves the cart to the account', async ({ page }, testInfo) => {
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, tablet.id);
  await openCart(page);
  await page.getByRole('button', { name: 'Save Cart' }).click();
  await expect(page.getByText('Cart saved successfully!')).toBeVisible();
  expect(await accountCart(account.uid)).toEqual([expect.objectContaining({ id: tablet.id, quantity: 1 })]);
});

test('Save Cart says “Failed to update cart.” when the account refuses the save', async ({
  page,
}, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await addToCart(page, tablet.id);
  // Firestore refuses every write from now on, as its rules refuse one they do not allow.
  await page.route('**/documents:commit*', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
      }),
    }),
  );
  await openCart(page);
  // A change the account has not got, so there is something to save whatever runs first. With
  // the cart already on the account, Save Cart can rightly say it is saved without writing: the
  // cart page's own sync with the account, still running when it is pressed, finds the two alike.
  await row(page, tablet.title)
    .getByRole('button', { name: /^Increase quantity/ })
    .click();
  await expect(quantityOf(page, tablet.title)).toHaveText('2');
  // The refused sending of that change in the background says nothing; the message is Save Cart's.
  await expect(page.getByText('Failed to update cart.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Cart' }).click();
  await expect(page.getByText('Failed to update cart.')).toBeVisible();
  await expect(page.getByText('Cart saved successfully!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Cart' })).toBeEnabled();
});

test('the cart shows its note in red, shares a line’s link and proceeds to checkout', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsNewShopper(page, testInfo);
  await addToCart(page, headphones.id);
  await openCart(page);

  // Spec §2: the note says what logging out does to the cart and what Save Cart is for.
  const note = page.getByText(
    'Your cart is saved to your account automatically whenever you are online; Save Cart saves it right now. Logging out clears the cart from this device.',
  );
  await expect(note).toBeVisible();
  await expect(note).toHaveCSS('color', 'rgb(185, 28, 28)');

  await row(page, headphones.title)
    .getByRole('button', { name: `Share ${headphones.title}` })
    .click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(baseURL ?? page.url()).origin}/product-details/${headphones.id}`,
  );

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('a second tab sees a change at once, and both tabs keep each other’s lines', async ({
  page,
  context,
}, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await addToCart(page, headphones.id);
  const other = actingWhenHydrated(await context.newPage());
  await openCart(other);
  await expect(quantityOf(other, headphones.title)).toHaveText('1');

  await addToCart(page, tablet.id);
  await expect(row(other, tablet.title)).toBeVisible();
  await row(other, headphones.title)
    .getByRole('button', { name: /^Increase quantity/ })
    .click();
  await openCart(page);
  await expect(quantityOf(page, headphones.title)).toHaveText('2');
  await expect(row(page, tablet.title)).toBeVisible();
});

test('changes are written to the account by themselves, and sign-in on another device shows them merged', async ({
  page,
  browser,
}, testInfo) => {
  const account = await signInAsNewShopper(page, testInfo);
  await addToCart(page, headphones.id);
  await expect.poll(() => accountCart(account.uid)).toEqual([expect.objectContaining({ id: headphones.id })]);

  // Another device: signs in, sees the cart, adds a line of its own.
  const otherDevice = await browser.newContext({ serviceWorkers: 'block' });
  const phone = actingWhenHydrated(await otherDevice.newPage());
  await phone.goto('/login');
  await phone.getByLabel('Email Address').fill(account.email);
  await phone.getByLabel('Password').fill(account.password);
  await phone.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);
  await openCart(phone);
  await expect(quantityOf(phone, headphones.title)).toHaveText('1');
  await addToCart(phone, tablet.id);
  await expect.poll(async () => (await accountCart(account.uid)).length).toBe(2);
  await otherDevice.close();

  await openCart(page);
  await expect(row(page, tablet.title)).toBeVisible();
  await expect(quantityOf(page, headphones.title)).toHaveText('1');
});

test('logout empties the cart in every open tab', async ({ page, context }, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await addToCart(page, headphones.id);
  const other = actingWhenHydrated(await context.newPage());
  await openCart(other);
  await expect(quantityOf(other, headphones.title)).toHaveText('1');

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /Cart/ })).toContainText('$0.00');
  await expect(other.getByRole('banner').getByRole('link', { name: /Cart/ })).toContainText('$0.00');
  const stored = await other.evaluate(async () => {
    const request = indexedDB.open('eshop-cart');
    const db = await new Promise<IDBDatabase>(
      (resolve) => (request.onsuccess = () => resolve(request.result)),
    );
    const count = db.transaction('lines').objectStore('lines').count();
    return new Promise<number>((resolve) => (count.onsuccess = () => resolve(count.result)));
  });
  expect(stored).toBe(0);
});

test('the cart has no accessibility violations', { tag: '@responsive' }, async ({ page }, testInfo) => {
  await signInAsNewShopper(page, testInfo);
  await addToCart(page, headphones.id);
  await openCart(page);
  await expect(quantityOf(page, headphones.title)).toHaveText('1');
  await expectNoAxeViolations(page);
});
