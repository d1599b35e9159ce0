import { describe, expect, it } from 'vitest';

import { toDeskOrderRecord } from './desk-order-record';

const STRANDED =
  "Stripe could not be asked about this order's payment session for a day after its hold ended, so its units went back on sale.";

describe('an order as the desk reads it', () => {
  it('carries the reason the sweep released it without Stripe’s word', () => {
    const order = toDeskOrderRecord('order1', {
      status: 'expired',
      hold: 'released',
      strandedReason: STRANDED,
    });
    expect(order).toMatchObject({
      id: 'order1',
      status: 'expired',
      hold: 'released',
      strandedReason: STRANDED,
    });
  });

  it('has no reason when the sweep wrote none, or wrote something that is no text', () => {
    expect(toDeskOrderRecord('order1', { status: 'paid' })).not.toHaveProperty('strandedReason');
    expect(toDeskOrderRecord('order1', { strandedReason: 7 })).not.toHaveProperty('strandedReason');
    expect(toDeskOrderRecord('order1', { strandedReason: ' ' })).not.toHaveProperty('strandedReason');
  });
});
