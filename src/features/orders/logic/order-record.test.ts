import { describe, expect, it } from 'vitest';

import { anOrderRecord } from '../../../../tests/support/factories';
import { fromKeptCopy, refundedPerLine, refundedTotal, toOrderRecord } from './order-record';

/** A Firestore Timestamp as the reader sees one: anything with toMillis. */
const stamp = (ms: number) => ({ toMillis: () => ms });

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
    expect(record.history).toEqual([
      { event: 'placed', status: 'pending', at: 1000, by: null },
      {
        event: 'shipped',
        status: 'shipped',
        at: 3000,
        by: { uid: 'ada', email: 'a@x' },
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
});

describe('fromKeptCopy', () => {
  it('gives back the very order that was kept as JSON', () => {
    const order = anOrderRecord({
      refunds: [{ id: 're_1', amount: 100, lines: [{ line: 0, quantity: 1 }], at: 9, by: null }],
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
      { ...order, lines: 'x' },
      { ...order, status: 'lost' },
      { ...order, history: undefined },
      { ...order, total: '259.50' },
      { ...order, lines: [...order.lines, { title: 'no id' }] },
    ])
      expect(fromKeptCopy(damaged)).toBeNull();
  });
});
