import { describe, expect, it } from 'vitest';

import { aCardRecord } from '../../../../tests/support/factories';
import { discountPercentOf, showsPreviousPrice, stockLabel } from './pricing';

describe('showsPreviousPrice', () => {
  it('shows the previous price only when it was higher', () => {
    expect(showsPreviousPrice(aCardRecord({ price: 90, previousPrice: 100 }))).toBe(true);
    expect(showsPreviousPrice(aCardRecord({ price: 100, previousPrice: 100 }))).toBe(false);
    expect(showsPreviousPrice(aCardRecord({ price: 100, previousPrice: 0 }))).toBe(false);
  });
});

describe('discountPercentOf', () => {
  it('gives the stored percent of a discounted product', () => {
    expect(discountPercentOf(aCardRecord({ discountTag: true, discountPercent: 8 }))).toBe(8);
  });

  it('gives no badge when the product is not on discount', () => {
    expect(discountPercentOf(aCardRecord({ discountTag: false, discountPercent: 8 }))).toBeNull();
  });

  it('works the percent out from the prices when none is stored', () => {
    const product = aCardRecord({ discountTag: true, discountPercent: null, price: 75, previousPrice: 100 });
    expect(discountPercentOf(product)).toBe(25);
  });

  it('gives no badge for a zero discount', () => {
    const product = aCardRecord({ discountTag: true, discountPercent: null, price: 100, previousPrice: 100 });
    expect(discountPercentOf(product)).toBeNull();
  });
});

describe('stockLabel', () => {
  it('shows the count in stock, or out of stock at zero', () => {
    expect(stockLabel(42)).toBe('In stock (42)');
    expect(stockLabel(0)).toBe('Out of stock');
  });
});
