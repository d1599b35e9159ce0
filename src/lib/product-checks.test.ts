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

  it('takes the edges of every range', () => {
    const edges = checkPricing({
      ...draft,
      price: '1000000',
      previousPrice: '1000000',
      discountTag: 'Yes',
      discountPercent: '1',
      stock: '1000000',
    });
    expect(edges.errors).toBeUndefined();
    expect(checkPricing({ ...draft, discountTag: 'Yes', discountPercent: '99' }).errors).toBeUndefined();
    expect(checkPricing({ ...draft, previousPrice: '0', stock: '0' }).errors).toBeUndefined();
  });

  it('refuses what lies just beyond the ranges', () => {
    expect(checkPricing({ ...draft, discountTag: 'Yes', discountPercent: '0' }).errors).toEqual({
      discountPercent: 'Please enter a discount between 1 and 99 percent.',
    });
    expect(checkPricing({ ...draft, stock: '-1' }).errors).toEqual({
      stock: 'Please enter the stock as a whole number, 0 or more.',
    });
    expect(checkPricing({ ...draft, stock: '1000001' }).errors).toEqual({
      stock: 'Please enter the stock as a whole number, 0 or more.',
    });
  });

  it('refuses a price above 0 but below a cent, however close to whole cents', () => {
    expect(checkPricing({ ...draft, price: '0.000000001' }).errors).toEqual({
      price: 'Please enter the price in dollars and cents, at most 2 decimals, up to 1,000,000.',
    });
  });

  it('refuses a millionth of a cent: the room left for binary fractions is smaller', () => {
    expect(checkPricing({ ...draft, previousPrice: '0.00000001' }).errors).toEqual({
      previousPrice: 'Please enter the previous price: 0 or more, at most 2 decimals, up to 1,000,000.',
    });
  });

  it('reads blank fields as empty: no previous price is 0, no stock is an error', () => {
    expect(checkPricing({ ...draft, previousPrice: '   ' }).pricing?.previousPrice).toBe(0);
    expect(checkPricing({ ...draft, stock: '   ' }).errors).toEqual({
      stock: 'Please enter the stock as a whole number, 0 or more.',
    });
  });

  it('takes amounts in cents that binary fractions cannot hold exactly', () => {
    expect(checkPricing({ ...draft, price: '0.01', previousPrice: '1234.56' }).errors).toBeUndefined();
  });
});
