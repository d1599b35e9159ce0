import { DEMO_ADMIN } from '../../scripts/lib/demo-accounts.mjs';
import { deleteDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { actingWhenHydrated, expect, seededProduct, signIn, test } from './support';

const speaker = seededProduct((product) => product.images.length > 0, 'product with an image');

// Adds a product to the shared catalog, so it runs in the catalog-changing project, alone.
const title = `Test Bench Speaker ${Date.now()}`;
let savedId: number | undefined;

test.afterAll(async () => {
  if (savedId) await deleteDocuments([`Products/${savedId}`]);
});

test('the admin adds a product, checked first, and a shopper then finds it in the shop', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_ADMIN);
  await page.goto('/dashboard?tab=products');
  const form = page.getByRole('tabpanel', { name: 'Products' });
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(form.getByText('Please enter the product title.')).toBeVisible();
  await expect(form.getByText('Please enter a price above 0.')).toBeVisible();
  await expect(form.getByText('Please add at least one image link.')).toBeVisible();
  await expect(form.getByLabel('Title')).toBeFocused();

  await form.getByLabel('Category').selectOption('Audio & Headphones');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Type', { exact: true }).fill('Speaker');
  await form.getByLabel('Brand').fill('Sony');
  await form.getByLabel('Price', { exact: true }).fill('149.5');
  await form.getByLabel('Stock').fill('12');
  await form.getByRole('textbox', { name: 'Tag 1', exact: true }).fill('New');
  await form.getByRole('textbox', { name: 'Image link 1', exact: true }).fill(speaker.images[0] ?? '');
  await form.getByRole('textbox', { name: 'Section 1', exact: true }).fill('Battery');
  await form.getByRole('textbox', { name: 'Value 1', exact: true }).fill('20 h');
  await form.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully!')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue('');

  const shopper = await browser.newContext({ serviceWorkers: 'block' });
  const shop = actingWhenHydrated(await shopper.newPage());
  await shop.goto('/products');
  await shop.getByRole('combobox', { name: 'Search products' }).fill(title);
  // The product itself, not the last option, "See all 1 result for “…”".
  const suggestion = shop.getByRole('option', { name: new RegExp(`^${title}`) });
  await expect(suggestion).toBeVisible({ timeout: 30_000 });
  await suggestion.click();
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  savedId = Number(new URL(shop.url()).pathname.split('/').pop());
  await shopper.close();
});
