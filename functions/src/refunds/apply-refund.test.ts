import { describe, expect, it } from 'vitest';

import {
  ADMIN,
  anOrder,
  byTheShop,
  EVERY_LINE,
  inReview,
  LINES_1_AND_2,
  NOW,
  ORDER_ID,
} from '../orders/desk-order.fixtures';
import { applyRefund, applyStrayRefund } from './apply-refund';

describe('refunds', () => {
  it('applies a line refund: units back to stock, partially refunded, history and notice', () => {
    const step = applyRefund(
      ORDER_ID,
      anOrder({ status: 'shipped' }),
      { id: 're_1', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADMIN, restock: true },
      NOW,
    );
    expect(step).toEqual({
      status: 'partially-refunded',
      hold: 'sold',
      fields: {
        status: 'partially-refunded',
        hold: 'sold',
        'refunds.re_1': { amount: 199.99, lines: [{ line: 0, quantity: 1 }], at: NOW, restock: true },
        refundedAmount: 199.99,
      },
      stockBack: [{ id: 101, quantity: 1 }],
      stockTake: [],
      ...byTheShop(
        {
          event: 'refunded',
          status: 'partially-refunded',
          at: NOW,
          refundId: 're_1',
          amount: 199.99,
          lines: [{ line: 0, quantity: 1 }],
        },
        { restock: true },
      ),
      notice: {
        id: `order-${ORDER_ID}-refund-re_1`,
        title: 'Order a1b2c3d4 was partly refunded',
        body: '$199.99 is on its way back to your card.',
        key: 'partly-refunded',
        params: { order: 'a1b2c3d4', amount: 199.99 },
      },
    });
  });

  it('applies a whole refund: refunded, every unit back, the hold released', () => {
    const order = anOrder();
    const step = applyRefund(
      ORDER_ID,
      order,
      {
        id: 're_2',
        cents: 125_947,
        lines: [
          { line: 0, quantity: 2 },
          { line: 1, quantity: 1 },
          { line: 2, quantity: 1 },
        ],
        by: null,
      },
      NOW,
    );
    expect(step?.status).toBe('refunded');
    expect(step?.hold).toBe('released');
    expect(step?.stockBack).toEqual([
      { id: 101, quantity: 3 },
      { id: 102, quantity: 1 },
    ]);
    expect(step?.history.by).toBeNull();
  });

  it('applies each refund once: the same refund id again changes nothing', () => {
    const order = anOrder({ refunds: { re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] } } });
    expect(
      applyRefund(
        ORDER_ID,
        order,
        { id: 're_1', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADMIN },
        NOW,
      ),
    ).toBeNull();
  });

  it('gives back no units an order never took (its hold had run out)', () => {
    const order = anOrder({ status: 'needs-review', hold: 'released' });
    const step = applyRefund(
      ORDER_ID,
      order,
      { id: 're_3', cents: 125_947, lines: [{ line: 1, quantity: 1 }], by: ADMIN },
      NOW,
    );
    expect(step?.stockBack).toEqual([]);
    expect(step?.history).toMatchObject({ resolvedReview: 'refund' });
  });

  it('cuts lines to what is left when two refunds raced, and still records the money', () => {
    const order = anOrder({ refunds: { re_1: { amount: 199.99, lines: [{ line: 2, quantity: 1 }] } } });
    const step = applyRefund(
      ORDER_ID,
      order,
      { id: 're_4', cents: 19_999, lines: [{ line: 2, quantity: 1 }], by: ADMIN },
      NOW,
    );
    expect(step?.stockBack).toEqual([]);
    expect(step?.fields['refunds.re_4']).toMatchObject({ amount: 199.99, lines: [] });
    expect(step?.fields.refundedAmount).toBe(399.98);
  });

  it('records a stray payment refunded, once, changing nothing else', () => {
    const order = anOrder({ status: 'needs-review', strayPayments: ['cs_2'] });
    const step = applyStrayRefund(order, 'cs_2', 're_5', ADMIN, NOW);
    expect(step?.fields).toEqual({ 'strayRefunds.cs_2': 're_5' });
    expect(step?.status).toBe('needs-review');
    expect(step).toMatchObject(
      byTheShop({
        event: 'stray-refunded',
        status: 'needs-review',
        at: NOW,
        sessionId: 'cs_2',
        refundId: 're_5',
      }),
    );
    expect(
      applyStrayRefund({ ...order, strayRefunds: { cs_2: 're_5' } }, 'cs_2', 're_5', ADMIN, NOW),
    ).toBeNull();
  });
});

describe('applying a refund', () => {
  it('keeps the order partly refunded while units of a line are left', () => {
    const step = applyRefund(
      ORDER_ID,
      anOrder({ status: 'partially-refunded', refunds: LINES_1_AND_2 }),
      { id: 're_2', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADMIN },
      NOW,
    );
    expect(step?.status).toBe('partially-refunded');
    expect(step?.hold).toBe('sold');
  });

  it('is whole once every unit is back, even with the shipping kept', () => {
    const step = applyRefund(
      ORDER_ID,
      anOrder(),
      { id: 're_2', cents: 124_947, lines: EVERY_LINE.re_1.lines, by: ADMIN },
      NOW,
    );
    expect(step?.status).toBe('refunded');
    expect(step?.hold).toBe('released');
    expect(step?.notice).toMatchObject({
      title: 'Order a1b2c3d4 was refunded',
      body: '$1,249.47 is on its way back to your card.',
      key: 'refunded',
      params: { order: 'a1b2c3d4', amount: 1249.47 },
    });
  });

  it('is whole once all that was paid is back, even with units left', () => {
    const step = applyRefund(
      ORDER_ID,
      anOrder({ paidAmount: 10_000 }),
      { id: 're_2', cents: 10_000, lines: [{ line: 1, quantity: 1 }], by: ADMIN },
      NOW,
    );
    expect(step?.status).toBe('refunded');
    expect(step?.hold).toBe('sold');
    expect(step?.stockBack).toEqual([{ id: 102, quantity: 1 }]);
    expect(step?.notice?.title).toBe('Order a1b2c3d4 was refunded');
  });

  it('ends a review with a refund, giving back the units the order still holds', () => {
    const step = applyRefund(
      ORDER_ID,
      inReview('paid', { hold: 'held', paidAmount: 125_000 }),
      { id: 're_2', cents: 125_000, lines: EVERY_LINE.re_1.lines, by: ADMIN },
      NOW,
    );
    expect(step?.status).toBe('refunded');
    expect(step?.hold).toBe('released');
    expect(step?.stockBack).toEqual([
      { id: 101, quantity: 3 },
      { id: 102, quantity: 1 },
    ]);
    expect(step?.history).toMatchObject({ status: 'refunded', resolvedReview: 'refund' });
  });

  it('records a refund of an order in another status without changing its status', () => {
    const step = applyRefund(
      ORDER_ID,
      anOrder({ status: 'cancelled', hold: 'released' }),
      { id: 're_2', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADMIN },
      NOW,
    );
    expect(step?.status).toBe('cancelled');
    expect(step?.fields.status).toBe('cancelled');
    expect(step?.stockBack).toEqual([]);
  });

  it('records a stray refund with no stock moved and no notice', () => {
    expect(
      applyStrayRefund(inReview('paid', { strayPayments: ['cs_2'] }), 'cs_2', 're_5', ADMIN, NOW),
    ).toEqual({
      status: 'needs-review',
      hold: 'sold',
      fields: { 'strayRefunds.cs_2': 're_5' },
      stockBack: [],
      stockTake: [],
      ...byTheShop({
        event: 'stray-refunded',
        status: 'needs-review',
        at: NOW,
        sessionId: 'cs_2',
        refundId: 're_5',
      }),
      notice: null,
    });
  });
});
