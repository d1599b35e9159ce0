import { describe, expect, it } from 'vitest';

import {
  allowedValue,
  anOrder,
  EVERY_LINE,
  EVERYTHING,
  inReview,
  LINES_1_AND_2,
} from '../orders/desk-order.fixtures';
import type { DeskOrder, RefundLine } from '../orders/order-step';
import { parseRefundLines, planRefund } from './plan-refund';

describe('reading what the desk sends', () => {
  it('reads refund lines: all that is left when none are named, each line once, within what is left', () => {
    const order = anOrder({ refunds: { re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] } } });
    expect(allowedValue(parseRefundLines({}, order))).toEqual([
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ]);
    expect(
      allowedValue(
        parseRefundLines(
          {
            lines: [
              { line: 2, quantity: 1 },
              { line: 1, quantity: 1 },
            ],
          },
          order,
        ),
      ),
    ).toEqual([
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ]);
    expect(parseRefundLines({ lines: [{ line: 0, quantity: 2 }] }, order)).toEqual({
      ok: false,
      status: 409,
      code: 'refund-quantity-short',
      error: 'Line 0 has only 1 unit(s) left to refund.',
      params: { line: 0, left: 1, reserved: 0 },
    });
    expect(parseRefundLines({ lines: [{ line: 3, quantity: 1 }] }, order)).toMatchObject({ status: 400 });
    expect(parseRefundLines({ lines: [{ line: 1, quantity: 0 }] }, order)).toMatchObject({ status: 400 });
    expect(parseRefundLines({ lines: [{ line: 1, quantity: 0.5 }] }, order)).toMatchObject({ status: 400 });
    expect(
      parseRefundLines(
        {
          lines: [
            { line: 1, quantity: 1 },
            { line: 1, quantity: 1 },
          ],
        },
        order,
      ),
    ).toMatchObject({ error: 'Line 1 is named twice.' });
    expect(parseRefundLines({ lines: 'all' }, order)).toMatchObject({ status: 400 });
  });
});

describe('refunds', () => {
  const refundOf = (order: DeskOrder, lines: RefundLine[]) => allowedValue(planRefund(order, lines));

  it('plans a line refund at the price paid, without the shipping', () => {
    expect(refundOf(anOrder(), [{ line: 0, quantity: 1 }])).toEqual({
      lines: [{ line: 0, quantity: 1 }],
      cents: 19_999,
      whole: false,
    });
  });

  it('plans the refund that leaves no unit behind as all that remains of the payment, shipping included', () => {
    const order = anOrder({
      refunds: {
        re_1: {
          amount: 849.49,
          lines: [
            { line: 0, quantity: 2 },
            { line: 2, quantity: 1 },
          ],
        },
      },
    });
    expect(refundOf(order, [{ line: 1, quantity: 1 }])).toEqual({
      lines: [{ line: 1, quantity: 1 }],
      cents: 125_947 - 84_949,
      whole: true,
    });
  });

  it('never plans more than what remains of a payment that was short of the total', () => {
    const order = anOrder({ paidAmount: 10_000 });
    expect(refundOf(order, [{ line: 1, quantity: 1 }]).cents).toBe(10_000);
  });

  it('refuses a refund of an order not sold, or with nothing left', () => {
    expect(planRefund(anOrder({ status: 'pending' }), [{ line: 0, quantity: 1 }])).toMatchObject({
      ok: false,
    });
    expect(planRefund(anOrder({ status: 'refunded' }), [])).toMatchObject({ ok: false });
  });
});

describe('reading what the desk sends, in words', () => {
  it('refunds everything left when no lines are named, or none', () => {
    const order = anOrder({ refunds: { re_1: { amount: 399.98, lines: [{ line: 0, quantity: 2 }] } } });
    const rest = [
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ];
    expect(allowedValue(parseRefundLines({}, order))).toEqual(rest);
    expect(allowedValue(parseRefundLines(null, order))).toEqual(rest);
    expect(allowedValue(parseRefundLines({ lines: null }, order))).toEqual(rest);
    expect(allowedValue(parseRefundLines({ lines: [] }, order))).toEqual(rest);
  });

  it('takes one entry per line of the order, and no more', () => {
    const every = [
      { line: 0, quantity: 2 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ];
    expect(allowedValue(parseRefundLines({ lines: every }, anOrder()))).toEqual(every);
    const notAList = {
      ok: false,
      status: 400,
      code: 'refund-lines-invalid',
      error: 'Lines must be a list of { line, quantity }, one per line of the order.',
    };
    expect(parseRefundLines({ lines: 'all' }, anOrder())).toEqual(notAList);
    expect(parseRefundLines({ lines: [...every, { line: 0, quantity: 1 }] }, anOrder())).toEqual(notAList);
  });

  it('names the line that is not one of the order', () => {
    for (const [line, named] of [
      [-1, '-1'],
      [1.5, '1.5'],
      [3, '3'],
      ['1', '1'],
    ] as const)
      expect(parseRefundLines({ lines: [{ line, quantity: 1 }] }, anOrder())).toEqual({
        ok: false,
        status: 400,
        code: 'refund-line-unknown',
        error: `There is no line ${named} on this order.`,
        params: { line: named },
      });
  });

  it('asks for a whole quantity', () => {
    expect(parseRefundLines({ lines: [{ line: 0, quantity: 1.5 }] }, anOrder())).toEqual({
      ok: false,
      status: 400,
      code: 'refund-quantity-invalid',
      error: 'Line 0 needs a whole quantity of 1 or more.',
      params: { line: 0 },
    });
  });
});

describe('planning a refund', () => {
  const LINE_0 = [{ line: 0, quantity: 1 }];

  it('refuses a needs-review order unless resolve asks', () => {
    expect(planRefund(anOrder({ status: 'needs-review' }), LINE_0)).toEqual({
      ok: false,
      status: 409,
      code: 'refund-in-review',
      error: 'This order needs review: resolve it instead.',
    });
    expect(planRefund(anOrder({ status: 'pending' }), LINE_0, { fromReview: true })).toEqual({
      ok: false,
      status: 409,
      code: 'refund-unpaid',
      error: 'Only a paid order can be refunded; this one is pending.',
      params: { status: 'pending' },
    });
  });

  it('refuses a review refund when everything was given back already', () => {
    expect(planRefund(inReview('refunded', { refunds: EVERYTHING }), [], { fromReview: true })).toEqual({
      ok: false,
      status: 409,
      code: 'nothing-to-refund',
      error: 'Nothing is left to refund on this order.',
    });
  });

  it('gives back the shipping once every unit is back', () => {
    const order = anOrder({ status: 'partially-refunded', refunds: EVERY_LINE });
    expect(allowedValue(parseRefundLines({}, order))).toEqual([]);
    expect(allowedValue(planRefund(order, []))).toEqual({ lines: [], cents: 1_000, whole: true });
  });

  it('prices each unit of a line', () => {
    expect(allowedValue(planRefund(anOrder(), [{ line: 0, quantity: 2 }]))).toEqual({
      lines: [{ line: 0, quantity: 2 }],
      cents: 39_998,
      whole: false,
    });
  });

  it('is not whole while units of a line are left, though the other lines are back', () => {
    expect(
      allowedValue(planRefund(anOrder({ status: 'partially-refunded', refunds: LINES_1_AND_2 }), LINE_0)),
    ).toEqual({
      lines: LINE_0,
      cents: 19_999,
      whole: false,
    });
  });
});
