import { describe, expect, it } from 'vitest';

import { anOrderRecord } from '../../../../tests/support/factories';
import type { OrderHistoryEntry } from '../types';
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
        { event: 'cancelled', status: 'cancelled', at: 3, by: 'E-Shop' },
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

describe('orderTimeline, event by event', () => {
  const after = (...history: OrderHistoryEntry[]) =>
    orderTimeline(anOrderRecord({ status: 'needs-review', history }));
  const entry = (event: string, more: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry => ({
    event,
    status: 'needs-review',
    at: 9,
    by: null,
    ...more,
  });

  it('keys each step by its event and place in the history, and each step to come by its name', () => {
    const order = anOrderRecord({ history: [{ event: 'placed', status: 'pending', at: 1, by: null }] });
    order.status = 'pending';
    expect(orderTimeline(order).map((step) => step.key)).toEqual([
      'placed-0',
      'next-paid',
      'next-shipped',
      'next-delivered',
    ]);
    expect(titles(order)).toEqual(['Order placed', 'Paid (next)', 'Shipped (next)', 'Delivered (next)']);
  });

  it('shows a payment under review as such, whatever was wrong with it', () => {
    for (const event of ['paid-short', 'paid-wrong-amount', 'paid-stray'])
      expect(after(entry(event))).toEqual([
        {
          key: `${event}-0`,
          title: 'Payment received, being checked by our team',
          at: 9,
          state: 'problem',
        },
      ]);
  });

  it('shows an expired payment page, a cancellation and a stray payment given back as problems', () => {
    expect(after(entry('expired'), entry('cancelled'), entry('stray-refunded'))).toEqual([
      { key: 'expired-0', title: 'Not paid: the payment page expired', at: 9, state: 'problem' },
      { key: 'cancelled-1', title: 'Cancelled', detail: 'Nothing was charged.', at: 9, state: 'problem' },
      { key: 'stray-refunded-2', title: 'A second payment was given back', at: 9, state: 'problem' },
    ]);
  });

  it('shows how a review was resolved', () => {
    expect(
      after(
        entry('review-resolved', { decision: 'fulfil', status: 'paid' }),
        entry('review-resolved', { decision: 'refund', status: 'cancelled' }),
        entry('review-resolved', { decision: 'refund', status: 'refunded' }),
      ).map(({ title, state }) => [title, state]),
    ).toEqual([
      ['Checked by our team: your order goes ahead', 'done'],
      ['Cancelled after our check', 'problem'],
      ['Refunded after our check', 'problem'],
    ]);
  });

  it('shows a corrected shipment as updated tracking details', () => {
    expect(
      after(entry('shipped', { carrier: 'DHL', trackingNumber: 'JD02', correction: true }))[0],
    ).toMatchObject({
      title: 'Tracking details updated',
      detail: 'DHL, tracking number JD02',
      state: 'done',
    });
  });

  it('shows a shipment whose details are missing without any, not blanks', () => {
    expect(after(entry('shipped'))[0]?.title).toBe('Shipped');
    expect(after(entry('shipped'))[0]).not.toHaveProperty('detail');
    expect(after(entry('shipped', { carrier: 'UPS' }))[0]?.detail).toBeUndefined();
    expect(after(entry('shipped', { trackingNumber: '1Z9' }))[0]?.detail).toBeUndefined();
  });

  it('shows a full refund, naming every line and an item the order no longer lists', () => {
    const [refund] = after(
      entry('refunded', {
        status: 'refunded',
        amount: 259.5,
        lines: [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
          { line: 5, quantity: 1 },
        ],
      }),
    );
    expect(refund).toMatchObject({
      title: 'Refunded',
      detail: '$259.50 for 2 × Pocket Phone, 1 × Studio Headphones, 1 × an item',
      state: 'problem',
    });
  });

  it('shows a refund without its lines by its amount alone', () => {
    expect(after(entry('refunded', { status: 'refunded', amount: 100 }))[0]?.detail).toBe('$100.00');
  });

  it('leaves out the events the shopper need not see', () => {
    expect(after(entry('reopened'), entry('expired')).map((step) => step.key)).toEqual(['expired-1']);
  });

  it('does not offer payment again to an order past it whose history has no payment', () => {
    const order = anOrderRecord({
      status: 'shipped',
      history: [
        { event: 'placed', status: 'pending', at: 1, by: null },
        { event: 'shipped', status: 'shipped', at: 3, by: null, carrier: 'UPS', trackingNumber: '1Z' },
      ],
    });
    expect(titles(order)).toEqual(['Order placed', 'Shipped', 'Delivered (next)']);
  });
});

describe('orderTimeline of an order without a history', () => {
  const fromFields = (overrides: Parameters<typeof anOrderRecord>[0]) =>
    orderTimeline(anOrderRecord({ history: [], ...overrides }));

  it('shows a pending order placed, with everything still to come', () => {
    const steps = fromFields({ status: 'pending', paidAt: null, createdAt: 5 });
    expect(steps).toEqual([
      { key: 'placed', title: 'Order placed', at: 5, state: 'done' },
      { key: 'next-paid', title: 'Paid', at: null, state: 'next' },
      { key: 'next-shipped', title: 'Shipped', at: null, state: 'next' },
      { key: 'next-delivered', title: 'Delivered', at: null, state: 'next' },
    ]);
  });

  it('gives no time to a placing whose time is not known', () => {
    expect(fromFields({ status: 'pending', paidAt: null, createdAt: 0 })[0]?.at).toBeNull();
  });

  it('shows no payment for an order closed or held unpaid', () => {
    for (const status of ['expired', 'cancelled', 'needs-review'] as const)
      expect(titles(anOrderRecord({ history: [], status, paidAt: null }))).toEqual(['Order placed']);
  });

  it('shows the payment of an order in review that was paid', () => {
    expect(fromFields({ status: 'needs-review', createdAt: 5, paidAt: 6 })).toEqual([
      { key: 'placed', title: 'Order placed', at: 5, state: 'done' },
      { key: 'paid', title: 'Paid', at: 6, state: 'done' },
    ]);
  });

  it('shows an order past payment as paid even without its time', () => {
    expect(fromFields({ status: 'paid', paidAt: null })[1]).toEqual({
      key: 'paid',
      title: 'Paid',
      at: null,
      state: 'done',
    });
  });

  it('shows the shipment and the delivery from their fields', () => {
    const shipment = { carrier: 'DHL', trackingNumber: 'JD01', shippedAt: 7 };
    expect(fromFields({ status: 'partially-refunded', shipment, deliveredAt: 8 }).slice(2)).toEqual([
      { key: 'shipped', title: 'Shipped', detail: 'DHL, tracking number JD01', at: 7, state: 'done' },
      { key: 'delivered', title: 'Delivered', at: 8, state: 'done' },
    ]);
    expect(fromFields({ status: 'delivered', shipment, deliveredAt: null })[3]).toEqual({
      key: 'delivered',
      title: 'Delivered',
      at: null,
      state: 'done',
    });
  });
});

describe('paymentState', () => {
  it('says what was paid and what came back', () => {
    expect(paymentState(anOrderRecord())).toBe('Paid $259.50');
    expect(
      paymentState(
        anOrderRecord({
          status: 'partially-refunded',
          refunds: [{ id: 're', amount: 100, lines: [], at: 1 }],
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

  it('says an expired or cancelled order was not paid, unless it was', () => {
    expect(paymentState(anOrderRecord({ status: 'expired', paidAt: null }))).toBe('Not paid');
    expect(paymentState(anOrderRecord({ status: 'cancelled', paidAt: 5 }))).toBe('Paid $259.50');
  });

  it('says what was actually paid when it was not the total', () => {
    expect(paymentState(anOrderRecord({ status: 'paid', paidAmount: 25000 }))).toBe('Paid $250.00');
  });
});
