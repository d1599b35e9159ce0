import { describe, expect, it } from 'vitest';

import { ID, NOW } from './desk-order.fixtures';
import { noticeDocument, paymentNotice } from './notice-text';

describe('notices of payment changes', () => {
  it('tells of paid and in review, and not of what the shopper did at the checkout', () => {
    expect(paymentNotice(ID, 'paid')?.id).toBe(`order-${ID}-paid`);
    expect(paymentNotice(ID, 'needs-review')?.title).toBe('Order a1b2c3d4 is being checked');
    expect(paymentNotice(ID, 'expired')).toBeNull();
    expect(paymentNotice(ID, 'pending')).toBeNull();
  });
});

describe('notices', () => {
  it('tells of a payment and of a review in words', () => {
    expect(paymentNotice(ID, 'paid')).toEqual({
      id: `order-${ID}-paid`,
      title: 'Order a1b2c3d4 is paid',
      body: 'Thank you! We will tell you when it ships.',
      key: 'paid',
      params: { order: 'a1b2c3d4' },
    });
    expect(paymentNotice(ID, 'needs-review')).toEqual({
      id: `order-${ID}-needs-review`,
      title: 'Order a1b2c3d4 is being checked',
      body: 'Something about the payment needs a look from our team. We will tell you what we decide.',
      key: 'in-review',
      params: { order: 'a1b2c3d4' },
    });
  });

  it("writes the notice unread, with its key and facts, linking to the order's page", () => {
    const notice = {
      id: `order-${ID}-delivered`,
      title: 'Order a1b2c3d4 was delivered',
      body: 'Enjoy it!',
      key: 'delivered' as const,
      params: { order: 'a1b2c3d4' },
    };
    expect(noticeDocument(ID, 'delivered', notice, NOW)).toEqual({
      kind: 'order-status',
      title: 'Order a1b2c3d4 was delivered',
      body: 'Enjoy it!',
      key: 'delivered',
      params: { order: 'a1b2c3d4' },
      link: `/orders/${ID}`,
      orderId: ID,
      status: 'delivered',
      createdAt: NOW,
      read: false,
    });
  });
});
