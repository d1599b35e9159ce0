import { describe, expect, it } from 'vitest';

import { checkPricing, PRICING_MESSAGES, type PricingDraft } from './product-checks';

const draft: PricingDraft = {
  price: '19.99',
  previousPrice: '24.5',
  discountTag: 'No',
  discountPercent: '',
  stock: '3',
};

describe('checkPricing', () => {
  it('converts valid values, with a discount percent only when a discount is given', () => {
    expect(checkPricing(draft).pricing).toEqual({
      price: 19.99,
      previousPrice: 24.5,
      discountTag: false,
      discountPercent: null,
      stock: 3,
    });
    expect(
      checkPricing({ ...draft, discountTag: 'Yes', discountPercent: '20' }).pricing?.discountPercent,
    ).toBe(20);
    expect(checkPricing({ ...draft, previousPrice: '' }).pricing?.previousPrice).toBe(0);
  });

  it('holds the bounds the rules hold: a price of at least 0.01 in whole cents, a whole stock', () => {
    expect(checkPricing({ ...draft, price: '0' }).errors).toEqual({ price: PRICING_MESSAGES.price });
    expect(checkPricing({ ...draft, price: '1.999' }).errors).toEqual({ price: PRICING_MESSAGES.priceCents });
    expect(checkPricing({ ...draft, price: '1000000.01' }).errors).toEqual({
      price: PRICING_MESSAGES.priceCents,
    });
    expect(checkPricing({ ...draft, previousPrice: '-1' }).errors).toEqual({
      previousPrice: PRICING_MESSAGES.previousPrice,
    });
    expect(checkPricing({ ...draft, stock: '2.5' }).errors).toEqual({ stock: PRICING_MESSAGES.stock });
    expect(checkPricing({ ...draft, stock: '' }).errors).toEqual({ stock: PRICING_MESSAGES.stock });
    expect(checkPricing({ ...draft, discountTag: 'Yes', discountPercent: '100' }).errors).toEqual({
      discountPercent: PRICING_MESSAGES.discountPercent,
    });
  });

  it('takes amounts in cents that binary fractions cannot hold exactly', () => {
    expect(checkPricing({ ...draft, price: '0.01', previousPrice: '1234.56' }).errors).toBeUndefined();
  });
});
