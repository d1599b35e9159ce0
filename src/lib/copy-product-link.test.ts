// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../tests/support/every-language';

import { copyProductLink } from './copy-product-link';
import { activateLocale } from './i18n';
import { productLink } from './routes';
import { toast } from './toast';

beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copyProductLink', () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'warn').mockRestore();
  });

  it("copies the product's link and says 'Link copied!'", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await expect(copyProductLink(1001)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(productLink(1001));
    expect(toast.success).toHaveBeenCalledWith('Link copied!');
  });

  it('copies the link to the page in the language the shopper reads', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await activateLocale('hi');
    try {
      await copyProductLink(1001);
    } finally {
      await activateLocale('en');
    }
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/hi\/product-details\/1001$/));
  });

  it("says 'Error copying the link!' when the browser refuses", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const denied = new Error('denied');
    stubClipboard(() => Promise.reject(denied));
    await expect(copyProductLink(1001)).resolves.toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Error copying the link!');
    expect(warn).toHaveBeenCalledWith('Copying the product link failed:', denied);
  });
});
