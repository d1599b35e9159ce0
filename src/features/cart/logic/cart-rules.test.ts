import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import type { CartLine } from '../types';
import {
  addLine,
  cartTotals,
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

  it('totals items and price to the cent', () => {
    expect(cartTotals([line({ quantity: 3, price: 0.1 }), line({ id: 2, price: 0.2 })])).toEqual({
      totalItems: 4,
      totalPrice: 0.5,
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
});
