import type { Page } from '@playwright/test';

/** Locators and measures of the home page's sections, shared by its tests. */
export const section = (page: Page, id: string) => page.locator(`section#${id}`);
export const cards = (page: Page, id: string) => section(page, id).getByRole('listitem');
export const featured = (page: Page) => page.getByRole('region', { name: 'Featured Products', exact: true });
export const featuredSlide = (page: Page, n: number) =>
  featured(page).getByRole('group', { name: `${n} of 5`, exact: true });

/** How far a featured slide's card sits from the carousel's left edge, in pixels. */
export async function slideOffset(page: Page, n: number) {
  const [slide, carousel] = await Promise.all([
    featuredSlide(page, n).getByRole('article').boundingBox(),
    featured(page).boundingBox(),
  ]);
  if (!slide || !carousel) throw new Error('the featured carousel is not laid out');
  return Math.round(slide.x - carousel.x);
}
