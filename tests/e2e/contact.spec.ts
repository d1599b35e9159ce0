import { expect, test } from './support';

test('the contact form checks what is missing, then sends and clears', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact' });
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please provide all informations')).toBeVisible();

  await form.getByLabel('Name').fill('Ana Lima');
  await form.getByLabel('Email Address').fill('ana@');
  await form.getByLabel('Message').fill('Do you ship to Chile?');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Invalid email!')).toBeVisible();

  await form.getByLabel('Email Address').fill('ana@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('the contact card offers phone, email and a map link', async ({ page }) => {
  await page.goto('/contact');
  const card = page.getByRole('complementary', { name: "Let's Keep in Touch!" });
  await expect(card.getByRole('link', { name: /^\+1/ })).toHaveAttribute('href', /^tel:/);
  await expect(card.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(card.getByRole('link', { name: /map/ })).toHaveAttribute('target', '_blank');
  await expect(card).toContainText(
    'Available 24/7, the team strives to respond to all inquiries within 8 hours.',
  );
});
