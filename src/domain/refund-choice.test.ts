import { describe, expect, it } from 'vitest';

import { restockByDefault, SHOP_NAME } from './refund-choice';

/* What a refund does with its units unless the operator says otherwise, and who an order names. */

describe('a refund’s units', () => {
  it('go back on sale while the order has not left the shop', () => {
    expect(restockByDefault({ status: 'paid' })).toBe(true);
    expect(restockByDefault({ status: 'partially-refunded' })).toBe(true);
  });

  it('stay out of stock once the order shipped or was delivered, whatever its status says', () => {
    expect(restockByDefault({ status: 'shipped' })).toBe(false);
    expect(restockByDefault({ status: 'delivered' })).toBe(false);
    expect(restockByDefault({ status: 'partially-refunded', shipment: { carrier: 'DHL' } })).toBe(false);
    expect(restockByDefault({ status: 'partially-refunded', deliveredAt: 1 })).toBe(false);
  });
});

describe('who acted', () => {
  it('is the shop, by its name', () => {
    expect(SHOP_NAME).toBe('E-Shop');
  });
});
