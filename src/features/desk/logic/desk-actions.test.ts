import { describe, expect, it } from 'vitest';

import type { OrderRecord } from '@/features/orders';

import { anOrderRecord } from '../../../../tests/support/factories';
import { offeredActions, refundLinesOf, unitsLeftPerLine } from './desk-actions';

const offered = (overrides: Partial<OrderRecord>) => [...offeredActions(anOrderRecord(overrides))].sort();

describe('offeredActions', () => {
  it('offers, in each status, what the desk function allows', () => {
    expect(offered({ status: 'pending', paidAt: null })).toEqual(['cancel']);
    expect(offered({ status: 'expired', paidAt: null })).toEqual(['cancel']);
    expect(offered({ status: 'paid' })).toEqual(['refund', 'ship']);
    expect(offered({ status: 'shipped' })).toEqual(['deliver', 'refund', 'ship']);
    expect(offered({ status: 'delivered', deliveredAt: 5 })).toEqual(['refund']);
    expect(offered({ status: 'needs-review' })).toEqual(['resolve']);
    expect(offered({ status: 'refunded' })).toEqual([]);
    expect(offered({ status: 'cancelled', paidAt: null })).toEqual([]);
  });

  it('offers delivery of a partly refunded order only once it has shipped', () => {
    expect(offered({ status: 'partially-refunded' })).toEqual(['refund', 'ship']);
    expect(
      offered({
        status: 'partially-refunded',
        shipment: { carrier: 'UPS', trackingNumber: '1Z', shippedAt: 1 },
      }),
    ).toEqual(['deliver', 'refund', 'ship']);
  });

  it('offers neither shipping nor delivery once a partly refunded order is delivered', () => {
    expect(
      offered({
        status: 'partially-refunded',
        deliveredAt: 5,
        shipment: { carrier: 'UPS', trackingNumber: '1Z', shippedAt: 1 },
        refunds: [{ id: 're', amount: 100, lines: [{ line: 0, quantity: 1 }], at: 2 }],
      }),
    ).toEqual(['refund']);
  });

  it('offers no delivery of a shipped order refunded in full', () => {
    expect(
      offered({
        status: 'refunded',
        shipment: { carrier: 'UPS', trackingNumber: '1Z', shippedAt: 1 },
        refunds: [{ id: 're', amount: 259.5, lines: [], at: 2 }],
      }),
    ).toEqual([]);
  });

  it('offers a refund of what is left after part of the total came back', () => {
    expect(
      offered({
        status: 'delivered',
        deliveredAt: 5,
        refunds: [{ id: 're', amount: 100, lines: [], at: 1 }],
      }),
    ).toEqual(['refund']);
  });

  it('offers no refund once everything paid came back', () => {
    expect(
      offered({
        status: 'delivered',
        deliveredAt: 5,
        refunds: [{ id: 're', amount: 259.5, lines: [], at: 1 }],
      }),
    ).toEqual([]);
  });
});

describe('refundLinesOf', () => {
  const order = anOrderRecord({
    refunds: [{ id: 're', amount: 100, lines: [{ line: 0, quantity: 1 }], at: 1 }],
  });

  it('counts what is left of each line', () => {
    expect(unitsLeftPerLine(order)).toEqual([1, 1]);
  });

  it('takes the units typed per line, leaving out lines left empty or at 0', () => {
    expect(refundLinesOf(order, ['', '1'])).toEqual({ lines: [{ line: 1, quantity: 1 }] });
    expect(refundLinesOf(order, ['1', '0'])).toEqual({ lines: [{ line: 0, quantity: 1 }] });
  });

  it('refuses more than is left, a fraction, and nothing at all', () => {
    expect(refundLinesOf(order, ['2', '']).error).toBe('Enter a whole number from 0 to 1 for Pocket Phone.');
    expect(refundLinesOf(order, ['', '0.5']).error).toBe(
      'Enter a whole number from 0 to 1 for Studio Headphones.',
    );
    expect(refundLinesOf(order, ['', '']).error).toBe('Choose how many units of which lines to refund.');
  });

  it('refuses a negative number, even beside a valid one', () => {
    expect(refundLinesOf(order, ['-1', '1']).error).toBe(
      'Enter a whole number from 0 to 1 for Pocket Phone.',
    );
  });

  it('names a line the order does not have by its number', () => {
    expect(refundLinesOf(order, ['', '', '1']).error).toBe('Enter a whole number from 0 to 0 for line 3.');
  });
});
