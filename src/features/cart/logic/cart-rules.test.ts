import { describe, expect, it } from 'vitest';

import { MAX_LINE_QUANTITY, MAX_ORDER_UNITS } from '@/domain/shop-rules';

import { aCartLine } from '../../../../tests/support/factories';
import type { CartLine } from '../types';
import {
  addLine,
  addLineWithinCap,
  isCartLine,
  parseStoredCart,
  removeLineAt,
  stepQuantity,
  updateQuantity,
} from './cart-rules';

/** One unit of product 1 in Off White, unless the test says otherwise. */
const line = (overrides: Partial<CartLine> = {}) =>
  aCartLine({ id: 1, quantity: 1, variant: 'Off White', ...overrides });

describe('cart rules', () => {
  it('merges a line with the same id and variant', () => {
    expect(addLine([line()], line({ quantity: 2 }))).toEqual([line({ quantity: 3 })]);
  });

  it('keeps a different variant of the same product as its own line', () => {
    expect(addLine([line()], line({ variant: 'Jet Black' }))).toHaveLength(2);
  });

  it('removes a line by index', () => {
    expect(removeLineAt([line(), line({ id: 2 })], 0)).toEqual([line({ id: 2 })]);
  });

  it('sets the quantity of the id and variant line', () => {
    const lines = [line(), line({ variant: 'Jet Black' })];
    expect(updateQuantity(lines, 1, 'Jet Black', 4)[1]?.quantity).toBe(4);
    expect(updateQuantity(lines, 1, 'Jet Black', 4)[0]?.quantity).toBe(1);
  });

  it('removes every line of the id when the quantity drops to 0 or less', () => {
    expect(
      updateQuantity([line(), line({ variant: 'Jet Black' }), line({ id: 2 })], 1, 'Off White', 0),
    ).toEqual([line({ id: 2 })]);
  });

  it('steps a quantity from the cart as it is now, so two quick presses count twice', () => {
    const once = stepQuantity([line({ quantity: 2 })], 1, 'Off White', 1);
    expect(stepQuantity(once, 1, 'Off White', 1)).toEqual([line({ quantity: 4 })]);
    expect(stepQuantity([line({ quantity: 2 })], 1, 'Off White', -1)).toEqual([line({ quantity: 1 })]);
  });

  it('never steps below 1 and leaves a cart without the line as it is', () => {
    expect(stepQuantity([line(), line({ id: 2 })], 1, 'Off White', -1)).toEqual([line(), line({ id: 2 })]);
    expect(stepQuantity([line({ id: 2 })], 1, 'Off White', 1)).toEqual([line({ id: 2 })]);
  });

  it('stops + at the product’s stock, which its variants share', () => {
    const lines = [line({ quantity: 2 }), line({ variant: 'Jet Black', quantity: 1 })];
    expect(stepQuantity(lines, 1, 'Off White', 1, { stock: 3 })).toEqual(lines);
    expect(stepQuantity(lines, 1, 'Off White', 1, { stock: 4 })[0]?.quantity).toBe(3);
  });

  it('stops + at the order’s most of one product, whatever the stock', () => {
    const most = [line({ quantity: MAX_LINE_QUANTITY })];
    expect(stepQuantity(most, 1, 'Off White', 1, { stock: 1000 })).toEqual(most);
    expect(stepQuantity(most, 1, 'Off White', 1)).toEqual(most);
    const oneShort = [line({ quantity: MAX_LINE_QUANTITY - 1 })];
    expect(stepQuantity(oneShort, 1, 'Off White', 1, { stock: 1000 })).toEqual(most);
  });

  it('stops + where the product’s other variants leave the order’s most', () => {
    const lines = [line({ variant: 'Jet Black', quantity: 7 }), line({ quantity: MAX_LINE_QUANTITY - 7 })];
    expect(stepQuantity(lines, 1, 'Off White', 1, { stock: 1000 })).toEqual(lines);
  });

  it('lets − bring a line that is over its cap back down', () => {
    expect(stepQuantity([line({ quantity: 5 })], 1, 'Off White', -1, { stock: 2 })).toEqual([
      line({ quantity: 4 }),
    ]);
  });

  it('adds to cart within the stock and the order limit', () => {
    expect(addLineWithinCap([line({ quantity: 2 })], line({ quantity: 3 }), { stock: 5 })).toEqual({
      lines: [line({ quantity: 5 })],
    });
  });

  it('refuses an add past the product’s stock whole, with what the cart holds of the product', () => {
    const lines = [line({ quantity: 2 }), line({ variant: 'Jet Black', quantity: 1 })];
    expect(addLineWithinCap(lines, line({ quantity: 1 }), { stock: 3 })).toEqual({
      lines,
      refused: { cap: { max: 2, reason: 'stock', stock: 3 }, inCart: 3 },
    });
  });

  it('refuses an add that would take a product past the order’s most', () => {
    const lines = [line({ quantity: MAX_LINE_QUANTITY - 1 })];
    expect(addLineWithinCap(lines, line({ quantity: 2 }), undefined)).toEqual({
      lines,
      refused: {
        cap: { max: MAX_LINE_QUANTITY, reason: 'order-limit', most: MAX_LINE_QUANTITY },
        inCart: MAX_LINE_QUANTITY - 1,
      },
    });
  });

  it('recovers from corrupt stored carts', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart(JSON.stringify([line(), { id: 'x' }, null, line({ quantity: -1 })]))).toEqual([
      line(),
    ]);
    expect(parseStoredCart(JSON.stringify({ items: [line()] }))).toEqual([line()]);
  });

  it('steps the line of that id and variant, wherever it stands in the cart', () => {
    const lines = [
      line({ id: 2, quantity: 5 }),
      line({ variant: 'Jet Black', quantity: 7 }),
      line({ quantity: 2 }),
    ];
    expect(stepQuantity(lines, 1, 'Off White', 1)).toEqual([lines[0], lines[1], line({ quantity: 3 })]);
    expect(stepQuantity(lines, 1, 'Off White', -1)).toEqual([lines[0], lines[1], line({ quantity: 1 })]);
  });

  it('measures an add against the line of that id and variant, not the cart’s first line', () => {
    const nearly = MAX_LINE_QUANTITY - 1;
    const lines = [line({ id: 2, quantity: 1 }), line({ quantity: nearly })];
    expect(addLineWithinCap(lines, line({ quantity: 2 }), undefined).refused).toEqual({
      cap: { max: MAX_LINE_QUANTITY, reason: 'order-limit', most: MAX_LINE_QUANTITY },
      inCart: nearly,
    });
    const small = [line({ id: 2, quantity: nearly }), line({ quantity: 1 })];
    expect(addLineWithinCap(small, line({ quantity: 2 }), undefined)).toEqual({
      lines: [line({ id: 2, quantity: nearly }), line({ quantity: 3 })],
    });
  });

  it('counts the product’s other variants against the order’s most of one product', () => {
    // 7 in Jet Black leave 3 for Off White, however much is in stock.
    const lines = [line({ variant: 'Jet Black', quantity: 7 })];
    const left = MAX_LINE_QUANTITY - 7;
    expect(addLineWithinCap(lines, line({ quantity: left + 1 }), { stock: 500 })).toMatchObject({
      lines,
      refused: { cap: { max: left, reason: 'order-limit' } },
    });
    expect(addLineWithinCap(lines, line({ quantity: left }), { stock: 500 })).toEqual({
      lines: [...lines, line({ quantity: left })],
    });
  });

  it('refuses an add past the desk’s limit per order for the product', () => {
    const lines = [line({ variant: 'Jet Black', quantity: 1 })];
    expect(addLineWithinCap(lines, line({ quantity: 2 }), { stock: 500, limitPerOrder: 2 })).toEqual({
      lines,
      refused: { cap: { max: 1, reason: 'order-limit', most: 2 }, inCart: 1 },
    });
    expect(stepQuantity([line({ quantity: 2 })], 1, 'Off White', 1, { limitPerOrder: 2 })).toEqual([
      line({ quantity: 2 }),
    ]);
  });

  it('refuses an add that takes the cart past the order’s most units', () => {
    const full = [line({ id: 2, quantity: MAX_ORDER_UNITS - 1 })];
    expect(addLineWithinCap(full, line({ quantity: 2 }), { stock: 500 })).toEqual({
      lines: full,
      refused: { cap: { max: 1, reason: 'cart-limit' }, inCart: 0 },
    });
    expect(addLineWithinCap(full, line({ quantity: 1 }), { stock: 500 }).refused).toBeUndefined();
  });

  it('counts the product across its variants, and no other product, against its stock', () => {
    const lines = [
      line({ id: 2, quantity: 4 }),
      line({ quantity: 2 }),
      line({ variant: 'Jet Black', quantity: 1 }),
    ];
    expect(addLineWithinCap(lines, line({ quantity: 1 }), { stock: 3 }).refused?.inCart).toBe(3);
  });

  it('keeps only stored lines that are whole cart lines', () => {
    const valid = line({ images: ['/a.svg', '/b.svg'] });
    const { id, title, price, quantity, type, variant, images } = valid;
    const broken = [
      { title, price, quantity, type, variant, images },
      { id: '1', title, price, quantity, type, variant, images },
      { id, price, quantity, type, variant, images },
      { id, title: 7, price, quantity, type, variant, images },
      { id, title, quantity, type, variant, images },
      { id, title, price: '9.99', quantity, type, variant, images },
      { id, title, price: null, quantity, type, variant, images },
      { id, title, price, type, variant, images },
      { id, title, price, quantity: '1', type, variant, images },
      { id, title, price, quantity: 1.5, type, variant, images },
      { id, title, price, quantity: 0, type, variant, images },
      { id, title, price, quantity, variant, images },
      { id, title, price, quantity, type: 3, variant, images },
      { id, title, price, quantity, type, variant: 'Cinnamon Red', images },
      { id, title, price, quantity, type, variant },
      { id, title, price, quantity, type, variant, images: '/a.svg' },
      { id, title, price, quantity, type, variant, images: ['/a.svg', 2] },
      { id, title, price, quantity, type, variant, images: [2, '/a.svg'] },
      'a line',
      7,
      null,
    ];
    for (const value of broken) expect(parseStoredCart(JSON.stringify([value, valid]))).toEqual([valid]);
    expect(parseStoredCart(JSON.stringify([valid, { ...valid, images: [] }]))).toEqual([
      valid,
      { ...valid, images: [] },
    ]);
  });

  it('takes nothing that is not an object for a line, undefined included', () => {
    expect([undefined, null, 7, 'a line'].filter(isCartLine)).toEqual([]);
  });

  it('reads an empty stored text, and a stored null, as an empty cart', () => {
    expect(parseStoredCart('')).toEqual([]);
    expect(parseStoredCart('null')).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: 'none' }))).toEqual([]);
  });
});
