import { openCheckout } from './checkout-support';
import { addToCart, expect, expectNoAxeViolations, seededProduct, signInAsNewShopper, test } from './support';

/*
 * The profile a shopper edits on /dashboard is kept on the account, shown again after a
 * reload, and opens the checkout's form prefilled.
 */
const product = seededProduct(
  (candidate) => candidate.stock > 5 && candidate.tags.length > 0,
  'listed product in stock',
);

test('an edited profile survives a reload and prefills the checkout; the panel has no accessibility violations @responsive', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = await signInAsNewShopper(page, testInfo);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Full Name').fill('Nia van Newcomer');
  await form.getByLabel('Phone Number (optional)').fill('+44 20 7946 0958');
  await form.getByLabel('Address (optional)').fill('1 High Street, London');
  await form.getByLabel('Country (optional)').selectOption('UK');
  await form.getByLabel('Zip Code (optional)').fill('12');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByLabel('Zip Code (optional)')).toHaveAccessibleDescription(
    'Zip code must be numeric (4–10 digits)',
  );
  await expect(form.getByLabel('Zip Code (optional)')).toBeFocused();
  await expectNoAxeViolations(page);

  await form.getByLabel('Zip Code (optional)').fill('10115');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Nia van Newcomer', { timeout: 15_000 });
  await expect(page.getByTestId('profile-phone')).toHaveText('+44 20 7946 0958');
  await expect(page.getByTestId('profile-address')).toHaveText('1 High Street, London');
  await expect(page.getByTestId('profile-country')).toHaveText('UK');
  await expect(page.getByTestId('profile-zip')).toHaveText('10115');

  await addToCart(page, product.id);
  await openCheckout(page);
  for (const [label, value] of [
    ['First Name', 'Nia van'],
    ['Last Name', 'Newcomer'],
    ['Phone Number', '+44 20 7946 0958'],
    ['Email Address', account.email],
    ['Country', 'UK'],
    ['Zip Code (optional)', '10115'],
  ] as const)
    await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 High Street, London');
});
