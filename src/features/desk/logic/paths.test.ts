import { describe, expect, it } from 'vitest';

import { DESK_TAB_PATH, deskOrderPath, deskProductPath } from './paths';

describe('the desk paths', () => {
  it('lead to the Desk tab, an order and a product', () => {
    expect(DESK_TAB_PATH).toBe('/dashboard?tab=desk');
    expect(deskOrderPath('order1abcdef')).toBe('/desk/orders/order1abcdef');
    expect(deskProductPath(1001)).toBe('/desk/products/1001');
  });

  it('keep an order id in one path segment', () => {
    expect(deskOrderPath('a/b?c')).toBe('/desk/orders/a%2Fb%3Fc');
  });
});
