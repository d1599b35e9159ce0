import { describe, expect, it } from 'vitest';

import { NOW, ORDER_ID } from './desk-order.fixtures';
import { noticeDocument, paymentNotice } from './notice-text';

describe('notices of payment changes', () => {
  it('tells of paid and in review, and not of what the shopper did at the checkout', () => {
    expect(paymentNotice(ORDER_ID, 'paid')?.id).toBe(`order-${ORDER_ID}-paid`);
    expect(paymentNotice(ORDER_ID, 'needs-review')?.title).toBe('Order a1b2c3d4 is being checked');
    expect(paymentNotice(ORDER_ID, 'expired')).toBeNull();
    expect(paymentNotice(ORDER_ID, 'pending')).toBeNull();
  });
});

describe('notices', () => {
  it('tells of a payment and of a review in words', () => {
    expect(paymentNotice(ORDER_ID, 'paid')).toEqual({
      id: `order-${ORDER_ID}-paid`,
      title: 'Order a1b2c3d4 is paid',
      body: 'Thank you! We will tell you when it ships.',
      key: 'paid',
      params: { order: 'a1b2c3d4' },
    });
    expect(paymentNotice(ORDER_ID, 'needs-review')).toEqual({
      id: `order-${ORDER_ID}-needs-review`,
      title: 'Order a1b2c3d4 is being checked',
      body: 'Something about the payment needs a look from our team. We will tell you what we decide.',
      key: 'in-review',
      params: { order: 'a1b2c3d4' },
    });
  });

  it("writes the notice unread, with its key and facts, linking to the order's page", () => {
    const notice = {
      id: `order-${ORDER_ID}-delivered`,
      title: 'Order a1b2c3d4 was delivered',
      body: 'Enjoy it!',
      key: 'delivered' as const,
      params: { order: 'a1b2c3d4' },
    };
    expect(noticeDocument(ORDER_ID, 'delivered', notice, NOW)).toEqual({
      kind: 'order-status',
      title: 'Order a1b2c3d4 was delivered',
      body: 'Enjoy it!',
      key: 'delivered',
      params: { order: 'a1b2c3d4' },
      link: `/orders/${ORDER_ID}`,
      orderId: ORDER_ID,
      status: 'delivered',
      createdAt: NOW,
      read: false,
    });
  });
});
