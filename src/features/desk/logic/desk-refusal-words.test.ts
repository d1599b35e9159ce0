import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../../../tests/support/every-language';

import { activateLocale } from '@/lib/i18n';

import { deskRefusalText } from './desk-refusal-words';

beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);

describe('deskRefusalText', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('says a refusal in English exactly as the desk function writes it', () => {
    expect(deskRefusalText({ code: 'ship-unpaid', status: 'partially-refunded' }, 'x')).toEqual({
      text: 'Only a paid order can be shipped; this one is partially-refunded.',
    });
    expect(deskRefusalText({ code: 'refund-quantity-short', line: 0, left: 0, reserved: 1 }, 'x')).toEqual({
      text: 'Line 0 has only 0 unit(s) left to refund; 1 more are being refunded right now.',
    });
    expect(deskRefusalText({ code: 'carrier-invalid', max: 60 }, 'x')).toEqual({
      text: 'Enter the carrier (at most 60 characters).',
    });
  });

  it('says it in the operator’s language, the status in their words', async () => {
    await activateLocale('fr-CA');
    expect(deskRefusalText({ code: 'cancel-paid', status: 'shipped' }, 'x')).toEqual({
      text: 'Seule une commande non payée peut être annulée; celle-ci est expédiée. Remboursez-la plutôt.',
    });
    expect(deskRefusalText({ code: 'refund-quantity-short', line: 2, left: 1, reserved: 0 }, 'x')).toEqual({
      text: 'Il ne reste qu’une unité à rembourser sur la ligne 2.',
    });
    expect(deskRefusalText({ code: 'refund-quantity-short', line: 0, left: 0, reserved: 3 }, 'x')).toEqual({
      text: 'Il ne reste aucune unité à rembourser sur la ligne 0; 3 unités sont en cours de remboursement en ce moment.',
    });
    await activateLocale('hi');
    expect(
      deskRefusalText({ code: 'restock-short', productId: 7, available: 0, title: 'Phone' }, 'x'),
    ).toEqual({
      text: 'Phone अब एक भी नहीं बचा: स्टॉक भरें, या ऑर्डर का रिफ़ंड करें।',
    });
    await activateLocale('bn');
    expect(deskRefusalText({ code: 'no-such-order', orderId: 'a1' }, 'No such order.')).toEqual({
      text: 'এমন কোনো অর্ডার নেই।',
    });
  });

  it('falls back to the function’s English, marked as English, for an unknown code, none, or a missing figure', async () => {
    await activateLocale('hi');
    expect(deskRefusalText({ code: 'brand-new' }, 'Brand new.')).toEqual({ text: 'Brand new.', lang: 'en' });
    expect(deskRefusalText({}, 'No code.')).toEqual({ text: 'No code.', lang: 'en' });
    expect(deskRefusalText({ code: 'ship-unpaid', status: 'lost' }, 'Only a paid order…')).toEqual({
      text: 'Only a paid order…',
      lang: 'en',
    });
  });
});
