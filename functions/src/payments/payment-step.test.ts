import { describe, expect, it } from 'vitest';

import { paymentStep, type PaidOrderState } from './payment-step';

const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const NOW = 1_800_000_000_000;
/** Two lines of product 101 and one of 102: units are counted per product. */
const order = (overrides: Partial<PaidOrderState> = {}): PaidOrderState => ({
  status: 'pending',
  hold: 'held',
  lines: [
    { id: 101, quantity: 2 },
    { id: 102, quantity: 1 },
    { id: 101, quantity: 1 },
  ],
  ...overrides,
});
const UNITS = [
  { id: 101, quantity: 3 },
  { id: 102, quantity: 1 },
];

describe("a payment's step", () => {
  it('sells held units: no stock moves, the shopper is told it is paid', () => {
    expect(paymentStep(ID, order(), { event: 'paid', fields: { paidAt: 'now' } }, NOW)).toEqual({
      status: 'paid',
      hold: 'sold',
      fields: { paidAt: 'now', status: 'paid', hold: 'sold' },
      stockTake: [],
      stockBack: [],
      history: { event: 'paid', status: 'paid', at: NOW },
      audit: null,
      notice: {
        id: `order-${ID}-paid`,
        title: 'Order a1b2c3d4 is paid',
        body: 'Thank you! We will tell you when it ships.',
        key: 'paid',
        params: { order: 'a1b2c3d4' },
      },
    });
  });

  it('takes the units again when a payment arrives after its hold was released', () => {
    const step = paymentStep(ID, order({ status: 'expired', hold: 'released' }), { event: 'paid' }, NOW);
    expect(step).toMatchObject({ status: 'paid', hold: 'sold', stockTake: UNITS, stockBack: [] });
  });

  it('holds the units again for a reopened checkout whose hold was released', () => {
    const step = paymentStep(ID, order({ status: 'expired', hold: 'released' }), { event: 'reopened' }, NOW);
    expect(step).toMatchObject({ status: 'pending', hold: 'held', stockTake: UNITS, notice: null });
  });

  it('gives the held units back on expiry, telling the shopper nothing new', () => {
    const step = paymentStep(ID, order(), { event: 'expired' }, NOW);
    expect(step).toMatchObject({ status: 'expired', hold: 'released', stockTake: [], stockBack: UNITS });
    expect(step?.notice).toBeNull();
  });

  it('leaves a hold already released as it is on expiry', () => {
    const step = paymentStep(ID, order({ hold: 'released' }), { event: 'expired' }, NOW);
    expect(step).toMatchObject({ hold: 'released', stockBack: [] });
  });

  it('sends a stray payment to review, keeping the units where they are', () => {
    const step = paymentStep(ID, order({ status: 'shipped', hold: 'sold' }), { event: 'paid-stray' }, NOW);
    expect(step).toMatchObject({ status: 'needs-review', hold: 'sold', stockTake: [], stockBack: [] });
    expect(step?.notice?.id).toBe(`order-${ID}-needs-review`);
  });

  it('is null for no event, and for an event that changes nothing in the status', () => {
    expect(paymentStep(ID, order(), null, NOW)).toBeNull();
    expect(paymentStep(ID, order({ status: 'paid', hold: 'sold' }), { event: 'paid' }, NOW)).toBeNull();
  });
});
