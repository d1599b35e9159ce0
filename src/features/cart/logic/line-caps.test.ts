import { describe, expect, it } from 'vitest';

import { MAX_LINE_QUANTITY, MAX_ORDER_UNITS } from '@/domain/shop-rules';

import { aCartLine } from '../../../../tests/support/factories';
import { lineCap, productQuantity } from './line-caps';

const offWhite = (quantity: number) => aCartLine({ id: 1, variant: 'Off White', quantity });
const jetBlack = (quantity: number) => aCartLine({ id: 1, variant: 'Jet Black', quantity });

describe('lineCap', () => {
  it('is the product’s stock less what its other variants hold', () => {
    expect(lineCap([offWhite(1), jetBlack(2)], offWhite(1), { stock: 5 })).toEqual({
      max: 3,
      reason: 'stock',
      stock: 5,
    });
  });

  it('is never below zero when the other variants hold more than the stock', () => {
    expect(lineCap([offWhite(1), jetBlack(4)], offWhite(1), { stock: 3 })).toMatchObject({
      max: 0,
      reason: 'stock',
    });
  });

  it('is the order’s most of one product when the stock allows more', () => {
    expect(lineCap([offWhite(1)], offWhite(1), { stock: 500 })).toEqual({
      max: MAX_LINE_QUANTITY,
      reason: 'order-limit',
      most: MAX_LINE_QUANTITY,
    });
  });

  it('is the order’s most of one product, less its other variants, while the stock is unknown', () => {
    expect(lineCap([offWhite(1), jetBlack(3)], offWhite(1), {})).toEqual({
      max: MAX_LINE_QUANTITY - 3,
      reason: 'order-limit',
      most: MAX_LINE_QUANTITY,
    });
  });

  it('leaves other products out of what the other variants hold', () => {
    const speaker = aCartLine({ id: 2, variant: 'Jet Black', quantity: 3 });
    expect(lineCap([offWhite(1), speaker], offWhite(1), { stock: 5 })).toEqual({
      max: 5,
      reason: 'stock',
      stock: 5,
    });
  });

  it('is the order’s limit, not the stock, when exactly the order’s most is left', () => {
    expect(lineCap([offWhite(1)], offWhite(1), { stock: MAX_LINE_QUANTITY })).toEqual({
      max: MAX_LINE_QUANTITY,
      reason: 'order-limit',
      most: MAX_LINE_QUANTITY,
    });
    expect(lineCap([offWhite(1)], offWhite(1), { stock: MAX_LINE_QUANTITY - 1 })).toEqual({
      max: MAX_LINE_QUANTITY - 1,
      reason: 'stock',
      stock: MAX_LINE_QUANTITY - 1,
    });
  });

  it('counts the product’s other variants against the order’s most of one product, whatever the stock', () => {
    // 7 in Jet Black leave 3 for Off White.
    expect(lineCap([jetBlack(7), offWhite(1)], offWhite(1), { stock: 500 })).toEqual({
      max: MAX_LINE_QUANTITY - 7,
      reason: 'order-limit',
      most: MAX_LINE_QUANTITY,
    });
  });

  it('caps by the stock, shared the same way, only when it leaves fewer than the order’s limit', () => {
    // 7 in Jet Black: a stock of 9 leaves 2 for Off White, a stock of 10 leaves the order's 3.
    const lines = [jetBlack(7), offWhite(1)];
    const left = MAX_LINE_QUANTITY - 7;
    const stock = 7 + left;
    expect(lineCap(lines, offWhite(1), { stock: stock - 1 })).toEqual({
      max: left - 1,
      reason: 'stock',
      stock: stock - 1,
    });
    expect(lineCap(lines, offWhite(1), { stock: stock })).toEqual({
      max: left,
      reason: 'order-limit',
      most: MAX_LINE_QUANTITY,
    });
  });

  it('is never below zero when the other variants hold more than an order takes', () => {
    // A stored cart may hold more of a product than an order takes: no variant gets more.
    expect(lineCap([jetBlack(MAX_LINE_QUANTITY + 2)], offWhite(1), { stock: 500 })).toEqual({
      max: 0,
      reason: 'order-limit',
      most: MAX_LINE_QUANTITY,
    });
    expect(lineCap([jetBlack(MAX_LINE_QUANTITY + 2)], offWhite(1), {})).toEqual({
      max: 0,
      reason: 'order-limit',
      most: MAX_LINE_QUANTITY,
    });
  });

  it('is the desk’s lower limit per order for a scarce product, shared by its variants', () => {
    expect(lineCap([jetBlack(1), offWhite(1)], offWhite(1), { stock: 500, limitPerOrder: 2 })).toEqual({
      max: 1,
      reason: 'order-limit',
      most: 2,
    });
  });

  it('ignores a limit per order that is not a whole number from 1 to the shop’s most', () => {
    for (const limitPerOrder of [0, 2.5, MAX_LINE_QUANTITY + 1])
      expect(lineCap([offWhite(1)], offWhite(1), { stock: 500, limitPerOrder })).toEqual({
        max: MAX_LINE_QUANTITY,
        reason: 'order-limit',
        most: MAX_LINE_QUANTITY,
      });
  });

  it('says the stock, not the limit per order, when fewer are left than the limit', () => {
    expect(lineCap([offWhite(1)], offWhite(1), { stock: 1, limitPerOrder: 2 })).toEqual({
      max: 1,
      reason: 'stock',
      stock: 1,
    });
  });

  it('is what is left of the order’s most units when the other products fill the cart', () => {
    const others = [
      aCartLine({ id: 10, quantity: 6 }),
      aCartLine({ id: 11, quantity: MAX_ORDER_UNITS - 10 }),
    ];
    expect(lineCap([...others, offWhite(1)], offWhite(1), { stock: 500 })).toEqual({
      max: 4,
      reason: 'cart-limit',
    });
  });
});

describe('productQuantity', () => {
  it('adds up the product’s lines across its variants, and no other product’s', () => {
    const speaker = aCartLine({ id: 2, quantity: 5 });
    expect(productQuantity([offWhite(1), speaker, jetBlack(2)], 1)).toBe(3);
  });
});
