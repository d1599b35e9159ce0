import { describe, expect, it } from 'vitest';

import { paymentVerdict, routeOf, type PaidOrder, type PaidSession } from './webhook-rules';

describe('the route of a verified Stripe event', () => {
  it('applies a refund, expires an order, or marks one paid', () => {
    expect(routeOf('charge.refunded')).toBe('refund');
    expect(routeOf('checkout.session.expired', 'unpaid')).toBe('expire');
    expect(routeOf('checkout.session.completed', 'paid')).toBe('pay');
    expect(routeOf('checkout.session.async_payment_succeeded', 'paid')).toBe('pay');
  });

  it('waits for the money of a session completed before it arrived', () => {
    expect(routeOf('checkout.session.completed', 'unpaid')).toEqual({ ignored: 'not paid yet' });
    expect(routeOf('checkout.session.completed')).toEqual({ ignored: 'not paid yet' });
  });

  it('acknowledges and ignores any other event, by name', () => {
    expect(routeOf('payment_intent.created')).toEqual({ ignored: 'payment_intent.created' });
    expect(routeOf('checkout.session.async_payment_failed', 'unpaid')).toEqual({
      ignored: 'checkout.session.async_payment_failed',
    });
  });
});

describe('what a paid session means for its order', () => {
  const session: PaidSession = { id: 'cs_1', amount_total: 6997, currency: 'usd' };
  const order: PaidOrder = {
    sessionId: 'cs_1',
    status: 'pending',
    total: 69.97,
    currency: 'usd',
    hold: 'held',
  };
  const short = { id: 3, available: 1, title: 'TV' };

  it('is a sale when it pays the order’s current session its total', () => {
    expect(paymentVerdict(session, order, null)).toEqual({ event: 'paid' });
    expect(paymentVerdict(session, { ...order, status: 'expired' }, null)).toEqual({ event: 'paid' });
    // Units still held (or sold) need no stock: what is short elsewhere does not matter.
    expect(paymentVerdict(session, order, short)).toEqual({ event: 'paid' });
  });

  it('is nothing for an order already paid or further on (a second delivery)', () => {
    for (const status of ['paid', 'needs-review', 'shipped', 'refunded'] as const)
      expect(paymentVerdict(session, { ...order, status }, null)).toBeNull();
  });

  it('is a second payment to refund when it is not the order’s current session', () => {
    expect(paymentVerdict({ ...session, id: 'cs_0' }, order, null)).toEqual({
      event: 'paid-stray',
      reviewReason: 'A second payment (cs_0) arrived for this order: refund it.',
    });
    expect(paymentVerdict({ ...session, id: 'cs_0' }, { ...order, status: 'paid' }, null)).toMatchObject({
      event: 'paid-stray',
    });
  });

  it('is a payment to refund when the shop cancelled the order, even of its session', () => {
    expect(paymentVerdict(session, { ...order, status: 'cancelled' }, null)).toEqual({
      event: 'paid-stray',
      reviewReason: 'A payment (cs_1) arrived after the order was cancelled: refund it.',
    });
  });

  it('is nothing for a second payment already noted', () => {
    const noted = { ...order, strayPayments: ['cs_0'] };
    expect(paymentVerdict({ ...session, id: 'cs_0' }, noted, null)).toBeNull();
    expect(paymentVerdict({ ...session, id: 'cs_9' }, noted, null)).toMatchObject({ event: 'paid-stray' });
  });

  it('is to look at when the amount or the currency is not the order’s', () => {
    expect(paymentVerdict({ ...session, amount_total: 6996 }, order, null)).toEqual({
      event: 'paid-wrong-amount',
      paidAmount: 6996,
      reviewReason: "Paid 6996 usd, not the order's total.",
    });
    expect(paymentVerdict({ ...session, currency: 'eur' }, order, null)).toEqual({
      event: 'paid-wrong-amount',
      paidAmount: 6997,
      reviewReason: "Paid 6997 eur, not the order's total.",
    });
  });

  it('is to look at when it came after the hold ran out and the units went meanwhile', () => {
    const released = { ...order, status: 'expired', hold: 'released' } as const;
    expect(paymentVerdict(session, released, short)).toEqual({
      event: 'paid-short',
      reviewReason: 'Paid after its hold ran out: only 1 of TV left.',
    });
    expect(paymentVerdict(session, released, null)).toEqual({ event: 'paid' });
  });
});
