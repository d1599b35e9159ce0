import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../../../tests/support/every-language';

import { activateLocale } from '@/lib/i18n';

import { shopperRefusalText } from './refusal-words';

beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);

describe('shopperRefusalText', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('says a refusal in English exactly as the checkout function writes it', () => {
    expect(shopperRefusalText('stock-short', 'x', { available: 2, title: 'Phone' })).toEqual({
      text: 'Only 2 of Phone left.',
    });
    expect(shopperRefusalText('stock-short', 'x', { available: 1, title: 'Phone' })).toEqual({
      text: 'Only 1 of Phone left.',
    });
    expect(shopperRefusalText('out-of-stock', 'x', { available: 0, title: 'TV' })).toEqual({
      text: 'TV is out of stock.',
    });
    expect(shopperRefusalText('already-paid', 'x')).toEqual({ text: 'This order has already been paid.' });
  });

  it('says it in the shopper’s language, with the cart line’s title and the count', async () => {
    await activateLocale('fr-CA');
    expect(
      shopperRefusalText('stock-short', 'Only 2 of Phone left.', { available: 2, title: 'Phone' }),
    ).toEqual({
      text: 'Il ne reste que 2 exemplaires de Phone.',
    });
    expect(
      shopperRefusalText('stock-short', 'Only 1 of Phone left.', { available: 1, title: 'Phone' }),
    ).toEqual({
      text: 'Il ne reste qu’un exemplaire de Phone.',
    });
    await activateLocale('hi');
    expect(shopperRefusalText('out-of-stock', 'TV is out of stock.', { title: 'TV' })).toEqual({
      text: 'TV अभी स्टॉक में नहीं है।',
    });
    expect(shopperRefusalText('session-revoked', 'Your session has ended. Please log in again.').text).toBe(
      'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
    );
  });

  it('falls back to the server’s English, marked as English, for an unknown code or none', async () => {
    await activateLocale('bn');
    expect(shopperRefusalText('something-new', 'Something new.')).toEqual({
      text: 'Something new.',
      lang: 'en',
    });
    expect(shopperRefusalText(undefined, 'No code.')).toEqual({ text: 'No code.', lang: 'en' });
    expect(shopperRefusalText('checkout-request-invalid', 'Billing is invalid.')).toEqual({
      text: 'Billing is invalid.',
      lang: 'en',
    });
  });

  it('falls back to the English when a figure its words need is missing', async () => {
    await activateLocale('bn');
    expect(shopperRefusalText('stock-short', 'Only 2 of Phone left.', { available: 2 })).toEqual({
      text: 'Only 2 of Phone left.',
      lang: 'en',
    });
  });
});
