import { describe, expect, it } from 'vitest';

import { anOrderRecord } from '../../../../tests/support/factories';
import { paymentState } from './payment-state';
import { orderTimeline } from './timeline';

const titles = (order: Parameters<typeof orderTimeline>[0]) =>
  orderTimeline(order).map((step) => `${step.title}${step.state === 'next' ? ' (next)' : ''}`);

describe('orderTimeline', () => {
  it('shows a paid order placed and paid, with shipping and delivery still to come', () => {
    expect(titles(anOrderRecord())).toEqual(['Order placed', 'Paid', 'Shipped (next)', 'Delivered (next)']);
  });

  it('shows the carrier and tracking number once shipped, and the delivery', () => {
    const order = anOrderRecord({ status: 'delivered' });
    order.history.push(
      { event: 'shipped', status: 'shipped', at: 3, by: null, carrier: 'UPS', trackingNumber: '1Z999AA1' },
      { event: 'delivered', status: 'delivered', at: 4, by: null },
    );
    const steps = orderTimeline(order);
    expect(steps.map((step) => step.title)).toEqual(['Order placed', 'Paid', 'Shipped', 'Delivered']);
    expect(steps[2]?.detail).toBe('UPS, tracking number 1Z999AA1');
    expect(steps.every((step) => step.state === 'done')).toBe(true);
  });

  it('shows a partial refund with its amount and units, and the order still on its way', () => {
    const order = anOrderRecord({ status: 'partially-refunded' });
    order.history.push({
      event: 'refunded',
      status: 'partially-refunded',
      at: 5,
      by: null,
      amount: 100,
      lines: [{ line: 0, quantity: 1 }],
    });
    const refund = orderTimeline(order)[2];
    expect(refund).toMatchObject({
      title: 'Partially refunded',
      detail: '$100.00 for 1 × Pocket Phone',
      state: 'problem',
    });
    expect(titles(order).slice(3)).toEqual(['Shipped (next)', 'Delivered (next)']);
  });

  it('ends with the cancellation of an unpaid order: nothing is to come', () => {
    const order = anOrderRecord({
      status: 'cancelled',
      paidAt: null,
      history: [
        { event: 'placed', status: 'pending', at: 1, by: null },
        { event: 'expired', status: 'expired', at: 2, by: null },
        { event: 'cancelled', status: 'cancelled', at: 3, by: { uid: 'ada', email: 'ada@x' } },
      ],
    });
    expect(titles(order)).toEqual(['Order placed', 'Not paid: the payment page expired', 'Cancelled']);
    expect(paymentState(order)).toBe('Not paid');
  });

  it('reads an order without a history from its fields', () => {
    const order = anOrderRecord({
      status: 'shipped',
      history: [],
      shipment: { carrier: 'DHL', trackingNumber: 'JD01', shippedAt: 7 },
    });
    expect(titles(order)).toEqual(['Order placed', 'Paid', 'Shipped', 'Delivered (next)']);
  });
});

describe('paymentState', () => {
  it('says what was paid and what came back', () => {
    expect(paymentState(anOrderRecord())).toBe('Paid $259.50');
    expect(
      paymentState(
        anOrderRecord({
          status: 'partially-refunded',
          refunds: [{ id: 're', amount: 100, lines: [], at: 1, by: null }],
        }),
      ),
    ).toBe('Paid $259.50, $100.00 refunded');
    expect(paymentState(anOrderRecord({ status: 'pending', paidAt: null }))).toBe(
      'Waiting for payment confirmation',
    );
    expect(paymentState(anOrderRecord({ status: 'needs-review', paidAmount: 100 }))).toBe(
      'Payment received, being checked by our team',
    );
  });
});
