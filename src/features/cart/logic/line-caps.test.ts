import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import { lineCap, productQuantity } from './line-caps';

const offWhite = (quantity: number) => aCartLine({ id: 1, variant: 'Off White', quantity });
const jetBlack = (quantity: number) => aCartLine({ id: 1, variant: 'Jet Black', quantity });

describe('lineCap', () => {
  it('is the product’s stock less what its other variants hold', () => {
    expect(lineCap([offWhite(1), jetBlack(2)], offWhite(1), 5)).toEqual({
      max: 3,
      reason: 'stock',
      stock: 5,
    });
  });

  it('is never below zero when the other variants hold more than the stock', () => {
    expect(lineCap([offWhite(1), jetBlack(4)], offWhite(1), 3)).toMatchObject({ max: 0, reason: 'stock' });
  });

  it('is 99 of one line when the stock allows more', () => {
    expect(lineCap([offWhite(1)], offWhite(1), 500)).toEqual({ max: 99, reason: 'order-limit' });
  });

  it('is 99 of one line while the stock is unknown', () => {
    expect(lineCap([offWhite(1), jetBlack(50)], offWhite(1), undefined)).toEqual({
      max: 99,
      reason: 'order-limit',
    });
  });

  it('leaves other products out of what the other variants hold', () => {
    const speaker = aCartLine({ id: 2, variant: 'Jet Black', quantity: 3 });
    expect(lineCap([offWhite(1), speaker], offWhite(1), 5)).toEqual({ max: 5, reason: 'stock', stock: 5 });
  });

  it('is 99 of one line, not the stock, when exactly 99 are left', () => {
    expect(lineCap([offWhite(1)], offWhite(1), 99)).toEqual({ max: 99, reason: 'order-limit' });
    expect(lineCap([offWhite(1)], offWhite(1), 98)).toEqual({ max: 98, reason: 'stock', stock: 98 });
  });
});

describe('productQuantity', () => {
  it('adds up the product’s lines across its variants, and no other product’s', () => {
    const speaker = aCartLine({ id: 2, quantity: 5 });
    expect(productQuantity([offWhite(1), speaker, jetBlack(2)], 1)).toBe(3);
  });
});
