import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers for the listing page tests. */
export const PAGE_SIZE = 18;

/** The result count above the grid (the loading skeleton is a status too). */
export const status = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^(Showing|No products found!)/ });
export const grid = (page: Page) => page.getByRole('main').getByRole('list').first();
export const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The filter controls: the sidebar on desktop, the drawer (opened here) on a phone. */
export async function openFilters(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filter/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter' });
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function expectShowing(page: Page, from: number, to: number, total: number) {
  await expect(status(page)).toHaveText(`Showing ${from}–${to} of ${total}`);
}
