import { describe, expect, it } from 'vitest';

import { anOrderRecord } from '../../../../tests/support/factories';
import { fromKeptCopy, refundedPerLine, refundedTotal, toMillis, toOrderRecord } from './order-record';

/** A Firestore Timestamp as the reader sees one: anything with toMillis. */
const stamp = (ms: number) => ({ toMillis: () => ms });

describe('toMillis', () => {
  it('reads a Timestamp or a finite number, and anything else as no time', () => {
    expect(toMillis(stamp(1234))).toBe(1234);
    expect(toMillis(1234)).toBe(1234);
    expect(toMillis(Number.NaN)).toBeNull();
    expect(toMillis(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toMillis('1234')).toBeNull();
    expect(toMillis({ seconds: 1 })).toBeNull();
    expect(toMillis(null)).toBeNull();
  });
});

describe('toOrderRecord', () => {
  it('reads times from Timestamps, refunds from their map (oldest first) and the shipment', () => {
    const record = toOrderRecord('o1', {
      uid: 'alice',
      lines: [{ id: 7, title: 'Pocket Phone', variant: 'Jet Black', quantity: 2, unitPrice: 100, image: '' }],
      billing: { firstname: 'Alice' },
      subtotal: 200,
      shipping: 10,
      total: 210,
      status: 'partially-refunded',
      createdAt: stamp(1000),
      paidAt: stamp(2000),
      shipment: { carrier: 'UPS', trackingNumber: '1Z999', shippedAt: stamp(3000) },
      refunds: {
        re_b: {
          amount: 100,
          lines: [{ line: 0, quantity: 1 }],
          at: stamp(5000),
          by: { uid: 'ada', email: 'a@x' },
        },
        re_a: { amount: 0.5, lines: [], at: stamp(4000), by: null },
      },
      history: [
        { event: 'placed', status: 'pending', at: stamp(1000) },
        {
          event: 'shipped',
          status: 'shipped',
          at: stamp(3000),
          by: { uid: 'ada', email: 'a@x' },
          carrier: 'UPS',
          trackingNumber: '1Z999',
        },
        'not an entry',
      ],
    });
    expect(record.createdAt).toBe(1000);
    expect(record.paidAt).toBe(2000);
    expect(record.shipment).toEqual({ carrier: 'UPS', trackingNumber: '1Z999', shippedAt: 3000 });
    expect(record.refunds.map((refund) => refund.id)).toEqual(['re_a', 're_b']);
    // An older entry names the operator: it is read as the shop.
    expect(record.history).toEqual([
      { event: 'placed', status: 'pending', at: 1000, by: null },
      {
        event: 'shipped',
        status: 'shipped',
        at: 3000,
        by: 'E-Shop',
        carrier: 'UPS',
        trackingNumber: '1Z999',
      },
    ]);
    expect(record.billing.lastname).toBe('');
    expect(refundedPerLine(record)).toEqual([1]);
    expect(refundedTotal(record)).toBe(100.5);
  });

  it('reads an unknown status as pending and a missing history as none', () => {
    const record = toOrderRecord('o2', { status: 'teleported', lines: 'nope' });
    expect(record.status).toBe('pending');
    expect(record.lines).toEqual([]);
    expect(record.history).toEqual([]);
    expect(record.refunds).toEqual([]);
  });

  it('reads fields of the wrong shape as empty', () => {
    const record = toOrderRecord('o3', {
      status: ['paid'],
      sessionId: 5,
      reviewReason: 7,
      hold: 'lost',
      subtotal: '200',
      shipping: Number.NaN,
      total: Number.POSITIVE_INFINITY,
      createdAt: '2026-11-20',
      paidAt: { seconds: 5 },
      paidAmount: '25000',
      shipment: { carrier: 'UPS' },
    });
    expect(record.status).toBe('pending');
    expect(record.sessionId).toBeNull();
    expect(record).not.toHaveProperty('reviewReason');
    expect(record).not.toHaveProperty('hold');
    expect([record.subtotal, record.shipping, record.total]).toEqual([0, 0, 0]);
    expect(record.createdAt).toBe(0);
    expect(record.paidAt).toBeNull();
    expect(record.paidAmount).toBeNull();
    expect(record.shipment).toBeNull();
  });

  it('keeps the session, the review reason, the hold and the amount paid', () => {
    const record = toOrderRecord('o4', {
      status: 'needs-review',
      sessionId: 'cs_1',
      reviewReason: 'paid-wrong-amount',
      hold: 'held',
      paidAmount: 25000,
    });
    expect(record).toMatchObject({
      sessionId: 'cs_1',
      reviewReason: 'paid-wrong-amount',
      hold: 'held',
      paidAmount: 25000,
    });
    expect(toOrderRecord('o5', { hold: 'released' }).hold).toBe('released');
    expect(toOrderRecord('o6', { hold: 'sold' }).hold).toBe('sold');
  });

  it('reads the details of each history entry, leaving out those of the wrong shape', () => {
    const record = toOrderRecord('o7', {
      history: [
        null,
        { status: 'paid', at: stamp(1) },
        {
          event: 'refunded',
          status: 'partially-refunded',
          at: stamp(2),
          by: { email: 'nobody@x' },
          amount: 100,
          lines: [
            { line: 0, quantity: 1 },
            null,
            'x',
            { line: '1', quantity: 1 },
            { line: 1, quantity: '1' },
          ],
        },
        { event: 'review-resolved', status: 'paid', at: 3, by: null, decision: 'fulfil' },
        {
          event: 'shipped',
          status: 'shipped',
          at: 4,
          carrier: 'UPS',
          trackingNumber: '1Z',
          correction: true,
        },
        {
          event: 'shipped',
          status: 'shipped',
          at: 5,
          carrier: 5,
          trackingNumber: null,
          amount: '100',
          lines: 'all',
          decision: 1,
          correction: 'yes',
        },
      ],
    });
    expect(record.history).toEqual([
      {
        event: 'refunded',
        status: 'partially-refunded',
        at: 2,
        by: null,
        amount: 100,
        lines: [{ line: 0, quantity: 1 }],
      },
      { event: 'review-resolved', status: 'paid', at: 3, by: null, decision: 'fulfil' },
      {
        event: 'shipped',
        status: 'shipped',
        at: 4,
        by: null,
        carrier: 'UPS',
        trackingNumber: '1Z',
        correction: true,
      },
      { event: 'shipped', status: 'shipped', at: 5, by: null },
    ]);
  });

  it('reads refunds kept as a list, skipping those without an id or of the wrong shape', () => {
    const record = toOrderRecord('o8', {
      refunds: [
        { id: 're_2', amount: 20, at: 2000 },
        { amount: 5, at: 500 },
        null,
        {
          id: 're_1',
          amount: 10,
          lines: { line: 0 },
          at: 1000,
          by: { uid: 'ada', email: 'a@x' },
          restock: false,
        },
      ],
    });
    expect(record.refunds).toEqual([
      { id: 're_1', amount: 10, lines: [], at: 1000, restock: false },
      { id: 're_2', amount: 20, lines: [], at: 2000 },
    ]);
    expect(toOrderRecord('o9', { refunds: { re_x: 'garbage' } }).refunds).toEqual([]);
    expect(toOrderRecord('o10', { refunds: 'none' }).refunds).toEqual([]);
  });

  it('puts refunds oldest first, one without a time first of all', () => {
    const record = toOrderRecord('o11', {
      refunds: {
        re_a: { amount: 1, at: stamp(1000) },
        re_b: { amount: 2, at: stamp(2000) },
        re_c: { amount: 3, at: stamp(3000) },
        re_d: { amount: 4 },
      },
    });
    expect(record.refunds.map((refund) => refund.id)).toEqual(['re_d', 're_a', 're_b', 're_c']);
  });
});

describe('refundedPerLine', () => {
  it('adds up the units of every refund per line, none for a line not refunded', () => {
    const order = anOrderRecord({
      refunds: [
        { id: 're_1', amount: 100, lines: [{ line: 0, quantity: 1 }], at: 1 },
        { id: 're_2', amount: 100, lines: [{ line: 0, quantity: 1 }], at: 2 },
      ],
    });
    expect(refundedPerLine(order)).toEqual([2, 0]);
  });

  it('ignores units of a line the order does not have', () => {
    const order = anOrderRecord({
      refunds: [
        {
          id: 're_1',
          amount: 1,
          lines: [
            { line: -1, quantity: 1 },
            { line: 2, quantity: 1 },
            { line: 5, quantity: 1 },
          ],
          at: 1,
        },
      ],
    });
    expect(refundedPerLine(order)).toEqual([0, 0]);
  });
});

describe('fromKeptCopy', () => {
  it('gives back the very order that was kept as JSON', () => {
    const order = anOrderRecord({
      refunds: [{ id: 're_1', amount: 100, lines: [{ line: 0, quantity: 1 }], at: 9 }],
      shipment: { carrier: 'DHL', trackingNumber: 'JD0001', shippedAt: 8 },
    });
    expect(fromKeptCopy(JSON.parse(JSON.stringify(order)))).toEqual(order);
  });

  it('ignores a copy that is damaged or not an order', () => {
    const order = anOrderRecord();
    for (const damaged of [
      null,
      'text',
      [],
      { ...order, id: '' },
      { ...order, id: 5 },
      { ...order, lines: '' },
      { ...order, billing: null },
      { ...order, lines: 'x' },
      { ...order, status: 'lost' },
      { ...order, history: undefined },
      { ...order, total: '259.50' },
      { ...order, lines: [...order.lines, { title: 'no id' }] },
    ])
      expect(fromKeptCopy(damaged)).toBeNull();
  });
});
