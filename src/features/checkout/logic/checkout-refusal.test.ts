import { beforeAll, describe, expect, it } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../../../tests/support/every-language';

import { activateLocale } from '@/lib/i18n';

import { CheckoutRefusal, paidOrderOf, placeRefusal, refusalFromAnswer } from './checkout-refusal';
import type { OrderLineRequest } from '@/domain/checkout-request';

beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);

const headphones: OrderLineRequest = { id: 7, variant: 'Off White', quantity: 3 };
const speaker: OrderLineRequest = { id: 9, variant: 'Jet Black', quantity: 1 };

describe('refusalFromAnswer', () => {
  it('tells a session ended by sign out everywhere from a plain 401', () => {
    const ended = { error: 'Your session has ended. Please log in again.', code: 'session-revoked' };
    expect(refusalFromAnswer(401, ended).sessionEnded).toBe(true);
    expect(refusalFromAnswer(401, { error: 'Sign in to check out.' }).sessionEnded).toBe(false);
    expect(refusalFromAnswer(403, ended).sessionEnded).toBe(false);
  });

  it('keeps the status, the reason and the product of a stock refusal', () => {
    const refusal = refusalFromAnswer(409, {
      error: 'Only 2 of Studio Headphones left.',
      productId: 7,
      available: 2,
    });
    expect(refusal).toBeInstanceOf(CheckoutRefusal);
    expect(refusal).toMatchObject({
      status: 409,
      message: 'Only 2 of Studio Headphones left.',
      reason: 'Only 2 of Studio Headphones left.',
      productId: 7,
      available: 2,
      orderId: undefined,
    });
  });

  it('ignores fields that do not have the contract’s types', () => {
    const refusal = refusalFromAnswer(400, { productId: '7', available: -1, status: 'lost', orderId: 3 });
    expect(refusal).toMatchObject({ productId: undefined, available: undefined, orderStatus: undefined });
    expect(refusal.orderId).toBeUndefined();
  });

  it('names the status when the answer gives no reason', () => {
    const refusal = refusalFromAnswer(502, 'Bad gateway');
    expect(refusal.message).toBe('Checkout answered 502.');
    expect(refusal.reason).toBeUndefined();
  });

  it('is an error named CheckoutRefusal', () => {
    expect(refusalFromAnswer(500, {}).name).toBe('CheckoutRefusal');
  });

  it('keeps none left of a product as a count', () => {
    expect(refusalFromAnswer(409, { error: 'Sold out.', productId: 7, available: 0 }).available).toBe(0);
  });

  it('takes an error that is blank or not text as no reason', () => {
    for (const error of ['   ', 42, null]) {
      const refusal = refusalFromAnswer(400, { error });
      expect(refusal.reason).toBeUndefined();
      expect(refusal.message).toBe('Checkout answered 400.');
    }
  });
});

describe('paidOrderOf', () => {
  it.each(['paid', 'pending', 'needs-review'] as const)('names a 409 order that is %s', (status) => {
    const refusal = refusalFromAnswer(409, {
      error: 'This order has already been paid.',
      orderId: 'a1',
      status,
    });
    expect(paidOrderOf(refusal)).toEqual({ orderId: 'a1', status });
  });

  it('names nothing for an expired order, another status code or a stock refusal', () => {
    expect(paidOrderOf(refusalFromAnswer(409, { orderId: 'a1', status: 'expired' }))).toBeNull();
    expect(paidOrderOf(refusalFromAnswer(400, { orderId: 'a1', status: 'paid' }))).toBeNull();
    expect(paidOrderOf(refusalFromAnswer(409, { error: 'Only 2 left.', productId: 7 }))).toBeNull();
  });
});

describe('placeRefusal', () => {
  const refused = (answer: object, products = [headphones, speaker]) => ({
    refusal: refusalFromAnswer(409, answer),
    products,
  });

  it('puts the reason beside the product it names', () => {
    expect(placeRefusal(refused({ error: 'Only 2 left.', productId: 7 }), [headphones, speaker])).toEqual({
      at: 'line',
      productId: 7,
      reason: 'Only 2 left.',
      lang: 'en',
    });
  });

  it('words a coded reason in the shopper’s language, naming the cart line’s product', async () => {
    const answer = {
      error: 'Only 2 of Studio Headphones left.',
      code: 'stock-short',
      productId: 7,
      available: 2,
    };
    const titleOf = (id: number) => (id === 7 ? 'Studio Headphones' : undefined);
    await activateLocale('hi');
    try {
      expect(placeRefusal(refused(answer), [headphones, speaker], titleOf)).toEqual({
        at: 'line',
        productId: 7,
        reason: 'Studio Headphones अब सिर्फ़ 2 बचे हैं।',
      });
    } finally {
      await activateLocale('en');
    }
    expect(placeRefusal(refused(answer), [headphones, speaker], titleOf)).toEqual({
      at: 'line',
      productId: 7,
      reason: 'Only 2 of Studio Headphones left.',
    });
  });

  it('puts a reason without a product in the cart under Place Order', () => {
    expect(placeRefusal(refused({ error: 'Payments are not set up.' }), [headphones, speaker])).toEqual({
      at: 'form',
      reason: 'Payments are not set up.',
      lang: 'en',
    });
    expect(placeRefusal(refused({ error: 'Gone.', productId: 4 }), [headphones, speaker])).toMatchObject({
      at: 'form',
    });
  });

  it('shows nothing once the cart differs from the one refused', () => {
    const refusal = refused({ error: 'Only 2 left.', productId: 7 });
    expect(placeRefusal(refusal, [{ ...headphones, quantity: 2 }, speaker])).toBeNull();
    expect(placeRefusal(refusal, [headphones])).toBeNull();
    expect(placeRefusal(refusal, [headphones, { ...speaker, variant: 'Off White' }])).toBeNull();
  });

  it('shows nothing once the cart has a line more, or another product in a line’s place', () => {
    const refusal = refused({ error: 'Only 2 left.', productId: 7 }, [headphones]);
    expect(placeRefusal(refusal, [headphones, speaker])).toBeNull();
    expect(placeRefusal(refusal, [{ ...headphones, id: 8 }])).toBeNull();
  });

  it('shows nothing when the server gave no reason, or nothing was refused', () => {
    expect(placeRefusal(refused({ productId: 7 }), [headphones, speaker])).toBeNull();
    expect(placeRefusal(null, [headphones])).toBeNull();
  });
});
