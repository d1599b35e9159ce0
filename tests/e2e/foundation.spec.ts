import { readFileSync } from 'node:fs';

import { DEMO_SHOPPER, expect, expectNoAxeViolations, signIn, test } from './support';

const catalog = JSON.parse(readFileSync('catalog/products.json', 'utf8')) as {
  title: string;
  tags: string[];
}[];
const tagged = catalog.filter((product) => product.tags.length > 0);

test('the products page lists product titles read from the Firestore emulator', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  const first = tagged[0];
  if (!first) throw new Error('the seeded catalog has no tagged product');
  await expect(page.getByRole('heading', { name: first.title, exact: true })).toBeVisible();
});

for (const path of ['/cart', '/checkout', '/dashboard'])
  test(`a signed-out visitor opening ${path} lands on login`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

test("signing in as the seeded shopper lands on the dashboard with the user's name in the header", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(DEMO_SHOPPER.displayName);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
});

test('what a shopper types into /login at once after it opens is kept, and logs them in', async ({
  page,
}) => {
  await page.goto('/login');
  // Typed key by key the moment the field is there, as a person would, not set in one go.
  await page.getByLabel('Email Address').pressSequentially(DEMO_SHOPPER.email);
  await page.getByLabel('Password').pressSequentially(DEMO_SHOPPER.password);
  await expect(page.getByLabel('Email Address')).toHaveValue(DEMO_SHOPPER.email);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('login failures show the spec messages and stay on login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please enter email and password!')).toBeVisible();
  await page.getByLabel('Email Address').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password').fill('Wrong#1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await page.getByLabel('Email Address').fill('nobody@eshop.test');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('No user found with this email. Please sign up first.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

for (const path of ['/product-details/abc', '/product-details/999999999', '/no-such-page']) {
  test(`${path} shows the not-found page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
}

test('every route renders its own heading', async ({ page }) => {
  const headings: [string, string][] = [
    ['/', 'Electronics for everyone, delivered worldwide'],
    ['/contact', 'Contact'],
    ['/register', 'Create Account'],
    ['/success', 'Payment Successful'],
    ['/cancel', 'Payment Cancelled'],
  ];
  for (const [path, heading] of headings) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});

// One page per test. Home and the listing are scanned with their catalog loaded in their own files.
for (const [name, path] of [
  ['login', '/login'],
  ['register', '/register'],
  ['contact', '/contact'],
  ['not-found', '/no-such-page'],
] as const) {
  test(
    `the ${name} page (${path}) has no accessibility violations`,
    { tag: '@responsive' },
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
}
