// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../../tests/support/every-language';

import { activateLocale } from './i18n';
import {
  HOST_LANGUAGE_COOKIE,
  keepLocale,
  LANGUAGE_KEY,
  startingLocale,
  storedLocale,
} from './language-choice';

beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);

const setLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('startingLocale', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("follows the browser's languages on a first visit", () => {
    setLanguages(['hi-IN', 'en-US']);
    expect(startingLocale()).toBe('hi');
  });

  it("prefers the choice kept on the device to the browser's", () => {
    setLanguages(['hi-IN']);
    localStorage.setItem(LANGUAGE_KEY, 'fr-CA');
    expect(startingLocale()).toBe('fr-CA');
  });

  it('opens a link in the language its address names, over the choice and the browser', () => {
    setLanguages(['hi-IN']);
    localStorage.setItem(LANGUAGE_KEY, 'fr-CA');
    window.history.replaceState(null, '', '/bn/product-details/1001');
    expect(startingLocale()).toBe('bn');
  });

  it('takes an address at the root for no choice: English is the root, not a language picked', () => {
    setLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_KEY, 'hi');
    window.history.replaceState(null, '', '/product-details/1001');
    expect(startingLocale()).toBe('hi');
  });

  it('forgets a broken kept value', () => {
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    expect(storedLocale()).toBeNull();
  });
});

describe('keepLocale', () => {
  afterEach(async () => {
    localStorage.clear();
    await activateLocale('en');
  });

  it('keeps the choice on the device and tells the host, which names its folders by the language alone', async () => {
    await keepLocale('fr-CA');
    expect(storedLocale()).toBe('fr-CA');
    expect(document.cookie).toContain(`${HOST_LANGUAGE_COOKIE}=fr`);
    await keepLocale('en');
    expect(document.cookie).toContain(`${HOST_LANGUAGE_COOKIE}=en`);
  });
});
