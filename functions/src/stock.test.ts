import { describe, expect, it } from 'vitest';

import { unitsPerProduct } from './stock';

describe('units per product', () => {
  it('adds up the variants of one product, which share its stock', () => {
    expect(
      unitsPerProduct([
        { id: 7, quantity: 1 },
        { id: 8, quantity: 2 },
        { id: 7, quantity: 3 },
      ]),
    ).toEqual([
      { id: 7, quantity: 4 },
      { id: 8, quantity: 2 },
    ]);
  });

  it('keeps a lone line as it is', () => {
    expect(unitsPerProduct([{ id: 1, quantity: 5 }])).toEqual([{ id: 1, quantity: 5 }]);
  });
});
