import { describe, expect, it } from 'vitest';

import { orderPath, receiptPath } from './paths';

describe('order paths', () => {
  it('puts the order id, encoded, in the order page and its receipt', () => {
    expect(orderPath('ab12')).toBe('/orders/ab12');
    expect(orderPath('a b/c')).toBe('/orders/a%20b%2Fc');
    expect(receiptPath('a b/c')).toBe('/orders/a%20b%2Fc/receipt');
  });
});
