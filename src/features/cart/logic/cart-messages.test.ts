import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { loadEveryLanguage, LOADING_LANGUAGES_MS } from '../../../../tests/support/every-language';

import { MAX_LINE_QUANTITY } from '@/domain/shop-rules';
import { activateLocale } from '@/lib/i18n';

import {
  CART_MESSAGES,
  addRefusedMessage,
  capMessage,
  cartItemCount,
  priceChangedMessage,
} from './cart-messages';

describe('cart messages', () => {
  it('are the spec’s words for saving the cart', () => {
    expect(CART_MESSAGES.saved).toBe('Cart saved successfully!');
    expect(CART_MESSAGES.saveFailed).toBe('Failed to update cart.');
  });

  it('name the stock when the stock caps a line', () => {
    expect(capMessage({ max: 3, reason: 'stock', stock: 3 })).toBe('Only 3 in stock');
  });

  it('name the order limit when it caps a line', () => {
    expect(capMessage({ max: MAX_LINE_QUANTITY, reason: 'order-limit', most: MAX_LINE_QUANTITY })).toBe(
      `At most ${MAX_LINE_QUANTITY} of this item per order`,
    );
  });

  it('name the order’s most of one product, not what its other variants leave of it', () => {
    expect(capMessage({ max: 3, reason: 'order-limit', most: MAX_LINE_QUANTITY })).toBe(
      `At most ${MAX_LINE_QUANTITY} of this item per order`,
    );
  });

  it('tell a refused add how many the cart already holds', () => {
    expect(addRefusedMessage({ cap: { max: 1, reason: 'stock', stock: 3 }, inCart: 2 })).toBe(
      'Only 3 in stock, and your cart already has 2.',
    );
    expect(
      addRefusedMessage({
        cap: { max: MAX_LINE_QUANTITY, reason: 'order-limit', most: MAX_LINE_QUANTITY },
        inCart: MAX_LINE_QUANTITY - 1,
      }),
    ).toBe(
      `At most ${MAX_LINE_QUANTITY} of this item per order, and your cart already has ${MAX_LINE_QUANTITY - 1}.`,
    );
  });

  it('tell a refused add only the cap when the cart holds none of it', () => {
    expect(addRefusedMessage({ cap: { max: 0, reason: 'stock', stock: 0 }, inCart: 0 })).toBe(
      'Only 0 in stock.',
    );
  });

  it('show the price a line was added at and today’s, in dollars', () => {
    expect(priceChangedMessage(19.99, 24.5)).toBe('Price changed from $19.99 to $24.50');
  });

  it('count the cart’s units, one or more', () => {
    expect(cartItemCount(1)).toBe('1 item');
    expect(cartItemCount(2)).toBe('2 items');
  });

  describe('in each language', () => {
    beforeAll(() => loadEveryLanguage(), LOADING_LANGUAGES_MS);
    afterEach(() => activateLocale('en'));

    it('count the cart’s units with the language’s plural and its digits', async () => {
      await activateLocale('bn');
      expect(cartItemCount(1)).toBe('১টি পণ্য');
      expect(cartItemCount(2)).toBe('২টি পণ্য');
      await activateLocale('hi');
      expect(cartItemCount(1)).toBe('1 आइटम');
      expect(cartItemCount(2)).toBe('2 आइटम');
      await activateLocale('fr-CA');
      expect(cartItemCount(1)).toBe('1 article');
      expect(cartItemCount(2)).toBe('2 articles');
    });

    it('take none as one in French, as French counts, and as many in English', async () => {
      expect(cartItemCount(0)).toBe('0 items');
      await activateLocale('fr-CA');
      expect(cartItemCount(0)).toBe('0 article');
    });
  });
});
