// @vitest-environment jsdom
// A page drawn in another language goes live with its first chunks' words alone, and the rest of
// the language's catalog comes when a later chunk asks (src/main.tsx, scripts/vite-page-words.ts).
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { LOADING_LANGUAGES_MS } from '../../../tests/support/every-language';

/** A fresh copy of the shop's i18n (its languages loaded, the one spoken), speaking English. */
const freshI18n = async () => {
  vi.resetModules();
  const module = await import('./i18n');
  await module.activateLocale('en');
  return module;
};

const say = (i18n: Awaited<ReturnType<typeof freshI18n>>['i18n'], message: string) =>
  i18n._({ id: generateMessageId(message), message });

describe("a page's first words", () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
  });

  it(
    'speak the language at once; a message beyond them is English until wholeWords brings the catalog',
    async () => {
      const { activatePageWords, currentLocale, i18n, wholeWords } = await freshI18n();
      const first = { [generateMessageId('Search products')]: ['प्रोडक्ट खोजें'] };
      await activatePageWords('hi', Promise.resolve({ messages: first }));
      expect(currentLocale()).toBe('hi');
      expect(document.documentElement.lang).toBe('hi');
      expect(say(i18n, 'Search products')).toBe('प्रोडक्ट खोजें');
      expect(say(i18n, 'Order')).toBe('Order');

      await wholeWords();
      expect(say(i18n, 'Order')).toBe('ऑर्डर');
      expect(say(i18n, 'Search products')).toBe('प्रोडक्ट खोजें');
    },
    LOADING_LANGUAGES_MS,
  );

  it(
    'that cannot be fetched give way to the whole catalog',
    async () => {
      const { activatePageWords, currentLocale, i18n, wholeWords } = await freshI18n();
      await activatePageWords('fr-CA', Promise.reject(new Error('offline')));
      expect(currentLocale()).toBe('fr-CA');
      expect(say(i18n, 'Order')).toBe('Commande');
      // Nothing more to load.
      await expect(wholeWords()).resolves.toBeUndefined();
    },
    LOADING_LANGUAGES_MS,
  );

  it('leave nothing to wait for in English, or once another language is chosen', async () => {
    const { activateLocale, activatePageWords, i18n, wholeWords } = await freshI18n();
    await expect(wholeWords()).resolves.toBeUndefined();
    await activatePageWords('bn', Promise.resolve({ messages: {} }));
    await activateLocale('en');
    // The Bangla catalog is not fetched for a page that now speaks English.
    const loaded = vi.fn();
    i18n.on('change', loaded);
    await wholeWords();
    expect(loaded).not.toHaveBeenCalled();
  });
});
