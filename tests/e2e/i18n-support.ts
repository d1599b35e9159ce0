import { readFileSync } from 'node:fs';

import { formatter } from '@lingui/format-po';
import { expect, type Page } from '@playwright/test';

/** Helpers for the language tests: a message's words in a language, as its catalog has them. */

const po = formatter({ lineNumbers: false });
type Catalog = Awaited<ReturnType<typeof po.parse>>;
const catalogs = new Map<string, Promise<Catalog>>();

const catalog = (locale: string) => {
  let loaded = catalogs.get(locale);
  if (!loaded) {
    const filename = `src/locales/${locale}.po`;
    loaded = Promise.resolve(
      po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename }),
    );
    catalogs.set(locale, loaded);
  }
  return loaded;
};

/** The words of an English message (a plain one, without placeholders) in `locale`. */
export async function translated(locale: string, english: string): Promise<string> {
  const entry = Object.values(await catalog(locale)).find((candidate) => candidate.message === english);
  if (!entry?.translation) throw new Error(`No ${locale} translation of ${JSON.stringify(english)}`);
  return entry.translation;
}

/** The language chooser the shopper can see: the header's on a wide screen, the menu's on a phone. */
export async function chooseLanguage(page: Page, name: string) {
  const menuButton = page.locator('#mobile-menu-button');
  const onPhone = await menuButton.isVisible();
  if (onPhone) await menuButton.click();
  await page
    .locator('select:has(option[value="bn"])')
    .filter({ visible: true })
    .first()
    .selectOption({ label: name });
  if (onPhone) {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('menu-backdrop')).toHaveCount(0);
  }
}
