import { describe, expect, it } from 'vitest';

import { actorOf, DESK_STATUS_LABEL, DESK_STATUSES } from './status-labels';

describe('the desk status labels', () => {
  it("names each status in the operator's words, in the order of an order's life", () => {
    expect(DESK_STATUSES.map((status) => DESK_STATUS_LABEL[status])).toEqual([
      'Pending payment',
      'Paid',
      'Needs review',
      'Shipped',
      'Delivered',
      'Partially refunded',
      'Refunded',
      'Expired',
      'Cancelled',
    ]);
  });
});

describe('actorOf', () => {
  const admin = { email: 'ops@eshop.test', uid: 'admin-1' };

  it('names the admin who did it (from the audit record) by e-mail, else by uid', () => {
    expect(actorOf({ event: 'shipped', by: 'E-Shop' }, admin)).toBe('ops@eshop.test');
    expect(actorOf({ event: 'placed', by: null }, admin)).toBe('ops@eshop.test');
    expect(actorOf({ event: 'shipped', by: 'E-Shop' }, { email: '', uid: 'admin-1' })).toBe('admin-1');
  });

  it('names the shop as the order does when its audit entry is not there', () => {
    expect(actorOf({ event: 'shipped', by: 'E-Shop' })).toBe('E-Shop');
  });

  it('names the shopper for an order placed or reopened', () => {
    expect(actorOf({ event: 'placed', by: null })).toBe('Shopper');
    expect(actorOf({ event: 'reopened', by: null })).toBe('Shopper');
  });

  it('names the shop for a payment page that closed', () => {
    expect(actorOf({ event: 'expired', by: null })).toBe('The shop (payment page closed)');
  });

  it('names Stripe for anything else', () => {
    expect(actorOf({ event: 'paid', by: null })).toBe('Stripe');
    expect(actorOf({ event: 'refunded', by: null })).toBe('Stripe');
  });
});
