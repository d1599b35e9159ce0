import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '../../src/features/checkout/logic/order';
import {
  applyRefund,
  applyStrayRefund,
  cancel,
  deliver,
  noticeDocument,
  ownPaymentArrived,
  parseOrderId,
  parseRefundLines,
  parseResolution,
  parseShipment,
  paymentNotice,
  planRefund,
  planResolve,
  refundedPerLine,
  refusalOf,
  resolve,
  ship,
  statusBeforeReview,
  unitsOf,
  type DeskOrder,
} from './order-transitions';
import { ADA, anOrder, byTheShop, ID, NOW, ok } from './order-transitions.fixtures';

/** Every line given back at its price, the shipping (10.00) not. */
const EVERY_LINE = {
  re_1: {
    amount: 1249.47,
    lines: [
      { line: 0, quantity: 2 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ],
  },
};

/** Everything given back, shipping included. */
const EVERYTHING = { re_1: { ...EVERY_LINE.re_1, amount: 1259.47 } };

/** Lines 1 and 2 given back; line 0 (2 units) is left. */
const LINES_1_AND_2 = {
  re_1: {
    amount: 849.49,
    lines: [
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ],
  },
};

/** An order sent to review after being `before`, with the history the webhook writes. */
const inReview = (before: OrderStatus, overrides: Partial<DeskOrder> = {}) =>
  anOrder({
    status: 'needs-review',
    paidAt: NOW,
    history: [
      { event: 'placed', status: 'pending' },
      { event: 'paid', status: 'paid' },
      { event: before, status: before },
      { event: 'paid-stray', status: 'needs-review' },
    ],
    ...overrides,
  });

describe('reading the order', () => {
  it('counts the units refunded per line, adding up refunds of the same line', () => {
    expect(refundedPerLine(anOrder())).toEqual([0, 0, 0]);
    expect(
      refundedPerLine(
        anOrder({
          refunds: {
            re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] },
            re_2: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] },
          },
        }),
      ),
    ).toEqual([2, 0, 0]);
  });

  it('ignores refunded lines the order does not have', () => {
    const order = anOrder({
      refunds: {
        re_1: {
          amount: 1,
          lines: [
            { line: -1, quantity: 1 },
            { line: 3, quantity: 1 },
          ],
        },
      },
    });
    expect(refundedPerLine(order)).toEqual([0, 0, 0]);
  });

  it('counts units per product, skipping lines the order does not have and lines of no units', () => {
    expect(
      unitsOf(anOrder(), [
        { line: 5, quantity: 1 },
        { line: 1, quantity: 0 },
        { line: 2, quantity: 1 },
      ]),
    ).toEqual([{ id: 101, quantity: 1 }]);
  });

  it("tells whether the order's own payment arrived", () => {
    const unpaid = { history: [{ event: 'placed', status: 'pending' }] };
    expect(ownPaymentArrived(anOrder(unpaid))).toBe(false);
    expect(ownPaymentArrived(anOrder({ history: undefined }))).toBe(false);
    expect(ownPaymentArrived(anOrder({ ...unpaid, paidAt: NOW }))).toBe(true);
    expect(ownPaymentArrived(anOrder({ ...unpaid, paidAmount: 10_000 }))).toBe(true);
    expect(ownPaymentArrived(anOrder({ history: [{ event: 'paid-short', status: 'needs-review' }] }))).toBe(
      true,
    );
    expect(ownPaymentArrived(anOrder({ history: [{ event: 'paid-stray', status: 'needs-review' }] }))).toBe(
      false,
    );
  });

  it('finds no status before review for an order never reviewed, or one whose history starts in review', () => {
    expect(statusBeforeReview(anOrder())).toBeNull();
    expect(statusBeforeReview(anOrder({ history: undefined }))).toBeNull();
    expect(
      statusBeforeReview(anOrder({ history: [{ event: 'paid-stray', status: 'needs-review' }] })),
    ).toBeNull();
  });

  it('finds the status before the latest stretch of review, whatever came after it', () => {
    const history = [
      { event: 'placed', status: 'pending' },
      { event: 'paid', status: 'paid' },
      { event: 'paid-stray', status: 'needs-review' },
      { event: 'review-resolved', status: 'paid' },
      { event: 'shipped', status: 'shipped' },
    ];
    expect(statusBeforeReview(anOrder({ history }))).toBe('paid');
    expect(
      statusBeforeReview(
        anOrder({
          history: [
            ...history,
            { event: 'paid-stray', status: 'needs-review' },
            { event: 'stray-refunded', status: 'needs-review' },
          ],
        }),
      ),
    ).toBe('shipped');
  });
});

describe('what is allowed, in words', () => {
  it('marks delivered only an order shipped and not delivered yet', () => {
    const shipment = { carrier: 'UPS', trackingNumber: '1Z' };
    expect(refusalOf(anOrder({ status: 'refunded', shipment }), 'deliver')).toBe(
      'Only a shipped order can be marked delivered; this one is refunded.',
    );
    expect(refusalOf(anOrder({ status: 'partially-refunded', shipment, deliveredAt: NOW }), 'deliver')).toBe(
      'Only a shipped order can be marked delivered; this one is partially-refunded.',
    );
  });

  it('refunds only an order paid for, with money left to give back', () => {
    expect(refusalOf(anOrder({ status: 'pending' }), 'refund')).toBe(
      'Only a paid order can be refunded; this one is pending.',
    );
    expect(refusalOf(anOrder({ status: 'partially-refunded', refunds: EVERYTHING }), 'refund')).toBe(
      'Nothing is left to refund on this order.',
    );
    expect(
      refusalOf(
        anOrder({
          paidAmount: 10_000,
          refunds: { re_1: { amount: 100, lines: [{ line: 1, quantity: 1 }] } },
        }),
        'refund',
      ),
    ).toBe('Nothing is left to refund on this order.');
  });
});

describe('reading what the desk sends, in words', () => {
  it('asks for the order when there is none', () => {
    const refused = { ok: false, status: 400, error: 'Name the order (orderId).' };
    expect(parseOrderId(null)).toEqual(refused);
    expect(parseOrderId({ orderId: 'a/b' })).toEqual(refused);
  });

  it('takes a carrier of 60 characters and a tracking number of 40', () => {
    const carrier = 'C'.repeat(60);
    const trackingNumber = 'A'.repeat(40);
    expect(parseShipment({ carrier, trackingNumber })).toEqual({
      ok: true,
      value: { carrier, trackingNumber },
    });
  });

  it('says what is wrong with the carrier or the tracking number', () => {
    const carrierError = {
      ok: false,
      status: 400,
      error: 'Enter the carrier (at most 60 characters).',
    };
    expect(parseShipment({ carrier: 42, trackingNumber: '1Z999' })).toEqual(carrierError);
    expect(parseShipment(null)).toEqual(carrierError);
    expect(parseShipment({ carrier: 'UPS', trackingNumber: '1Z 999!' })).toEqual({
      ok: false,
      status: 400,
      error: 'Enter the tracking number: letters and digits, spaces or dashes between, at most 40.',
    });
  });

  it('refunds everything left when no lines are named, or none', () => {
    const order = anOrder({ refunds: { re_1: { amount: 399.98, lines: [{ line: 0, quantity: 2 }] } } });
    const rest = [
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ];
    expect(ok(parseRefundLines({}, order))).toEqual(rest);
    expect(ok(parseRefundLines(null, order))).toEqual(rest);
    expect(ok(parseRefundLines({ lines: null }, order))).toEqual(rest);
    expect(ok(parseRefundLines({ lines: [] }, order))).toEqual(rest);
  });

  it('takes one entry per line of the order, and no more', () => {
    const every = [
      { line: 0, quantity: 2 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ];
    expect(ok(parseRefundLines({ lines: every }, anOrder()))).toEqual(every);
    const notAList = {
      ok: false,
      status: 400,
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
        error: `There is no line ${named} on this order.`,
      });
  });

  it('asks for a whole quantity', () => {
    expect(parseRefundLines({ lines: [{ line: 0, quantity: 1.5 }] }, anOrder())).toEqual({
      ok: false,
      status: 400,
      error: 'Line 0 needs a whole quantity of 1 or more.',
    });
  });

  it('reads either decision, and says what to send otherwise', () => {
    expect(parseResolution({ decision: 'refund' })).toEqual({ ok: true, value: 'refund' });
    expect(parseResolution(null)).toEqual({
      ok: false,
      status: 400,
      error: "Say how to resolve the review: decision 'fulfil' or 'refund'.",
    });
  });
});

describe('ship, deliver, cancel: the whole step', () => {
  const UPS = { carrier: 'UPS', trackingNumber: '1Z' };

  it('marks as a correction shipping again an order that has a shipment, or is shipped', () => {
    const partly = anOrder({ status: 'partially-refunded', shipment: UPS, refunds: LINES_1_AND_2 });
    expect(ok(ship(ID, partly, UPS, ADA, NOW)).history).toMatchObject({ correction: true });
    expect(ok(ship(ID, anOrder({ status: 'shipped' }), UPS, ADA, NOW)).history).toMatchObject({
      correction: true,
    });
  });

  it('delivers: delivered, no stock moves, and the shopper is told', () => {
    expect(ok(deliver(ID, anOrder({ status: 'shipped', shipment: UPS }), ADA, NOW))).toEqual({
      status: 'delivered',
      hold: 'sold',
      fields: { status: 'delivered', deliveredAt: NOW },
      stockBack: [],
      stockTake: [],
      ...byTheShop({ event: 'delivered', status: 'delivered', at: NOW }),
      notice: {
        id: `order-${ID}-delivered`,
        title: 'Order a1b2c3d4 was delivered',
        body: 'Enjoy it! The receipt stays on the order page.',
      },
    });
  });

  it('cancels: the hold released, its units back, and the shopper is told nothing was charged', () => {
    expect(ok(cancel(ID, anOrder({ status: 'pending', hold: 'held' }), ADA, NOW))).toEqual({
      status: 'cancelled',
      hold: 'released',
      fields: { status: 'cancelled', cancelledAt: NOW, hold: 'released' },
      stockBack: [
        { id: 101, quantity: 3 },
        { id: 102, quantity: 1 },
      ],
      stockTake: [],
      ...byTheShop({ event: 'cancelled', status: 'cancelled', at: NOW }),
      notice: {
        id: `order-${ID}-cancelled`,
        title: 'Order a1b2c3d4 was cancelled',
        body: 'It was not paid and will not be. Nothing was charged.',
      },
    });
  });

  it('cancels an order that never had a hold without giving it one', () => {
    const step = ok(cancel(ID, anOrder({ status: 'expired', hold: undefined }), ADA, NOW));
    expect(step.hold).toBeUndefined();
    expect(step.fields).toEqual({ status: 'cancelled', cancelledAt: NOW });
  });
});

describe('planning a refund', () => {
  const LINE_0 = [{ line: 0, quantity: 1 }];

  it('refuses a needs-review order unless resolve asks', () => {
    expect(planRefund(anOrder({ status: 'needs-review' }), LINE_0)).toEqual({
      ok: false,
      status: 409,
      error: 'This order needs review: resolve it instead.',
    });
    expect(planRefund(anOrder({ status: 'pending' }), LINE_0, { fromReview: true })).toEqual({
      ok: false,
      status: 409,
      error: 'Only a paid order can be refunded; this one is pending.',
    });
  });

  it('refuses a review refund when everything was given back already', () => {
    expect(planRefund(inReview('refunded', { refunds: EVERYTHING }), [], { fromReview: true })).toEqual({
      ok: false,
      status: 409,
      error: 'Nothing is left to refund on this order.',
    });
  });

  it('gives back the shipping once every unit is back', () => {
    const order = anOrder({ status: 'partially-refunded', refunds: EVERY_LINE });
    expect(ok(parseRefundLines({}, order))).toEqual([]);
    expect(ok(planRefund(order, []))).toEqual({ lines: [], cents: 1_000, whole: true });
  });

  it('prices each unit of a line', () => {
    expect(ok(planRefund(anOrder(), [{ line: 0, quantity: 2 }]))).toEqual({
      lines: [{ line: 0, quantity: 2 }],
      cents: 39_998,
      whole: false,
    });
  });

  it('is not whole while units of a line are left, though the other lines are back', () => {
    expect(ok(planRefund(anOrder({ status: 'partially-refunded', refunds: LINES_1_AND_2 }), LINE_0))).toEqual(
      {
        lines: LINE_0,
        cents: 19_999,
        whole: false,
      },
    );
  });
});

describe('applying a refund', () => {
  it('keeps the order partly refunded while units of a line are left', () => {
    const step = applyRefund(
      ID,
      anOrder({ status: 'partially-refunded', refunds: LINES_1_AND_2 }),
      { id: 're_2', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADA },
      NOW,
    );
    expect(step?.status).toBe('partially-refunded');
    expect(step?.hold).toBe('sold');
  });

  it('is whole once every unit is back, even with the shipping kept', () => {
    const step = applyRefund(
      ID,
      anOrder(),
      { id: 're_2', cents: 124_947, lines: EVERY_LINE.re_1.lines, by: ADA },
      NOW,
    );
    expect(step?.status).toBe('refunded');
    expect(step?.hold).toBe('released');
    expect(step?.notice?.title).toBe('Order a1b2c3d4 was refunded');
  });

  it('is whole once all that was paid is back, even with units left', () => {
    const step = applyRefund(
      ID,
      anOrder({ paidAmount: 10_000 }),
      { id: 're_2', cents: 10_000, lines: [{ line: 1, quantity: 1 }], by: ADA },
      NOW,
    );
    expect(step?.status).toBe('refunded');
    expect(step?.hold).toBe('sold');
    expect(step?.stockBack).toEqual([{ id: 102, quantity: 1 }]);
    expect(step?.notice?.title).toBe('Order a1b2c3d4 was refunded');
  });

  it('ends a review with a refund, giving back the units the order still holds', () => {
    const step = applyRefund(
      ID,
      inReview('paid', { hold: 'held', paidAmount: 125_000 }),
      { id: 're_2', cents: 125_000, lines: EVERY_LINE.re_1.lines, by: ADA },
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
      ID,
      anOrder({ status: 'cancelled', hold: 'released' }),
      { id: 're_2', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADA },
      NOW,
    );
    expect(step?.status).toBe('cancelled');
    expect(step?.fields.status).toBe('cancelled');
    expect(step?.stockBack).toEqual([]);
  });

  it('records a stray refund with no stock moved and no notice', () => {
    expect(applyStrayRefund(inReview('paid', { strayPayments: ['cs_2'] }), 'cs_2', 're_5', ADA, NOW)).toEqual(
      {
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
      },
    );
  });
});

describe('resolving, case by case', () => {
  /** Refunded in full, then a stray payment came: its units are back already. */
  const refundedThenStray = inReview('refunded', {
    hold: 'released',
    refunds: EVERYTHING,
    strayPayments: ['cs_2'],
    strayRefunds: { cs_2: 're_9' },
  });

  /** Only an older session was paid: the order's own payment never arrived. */
  const strayOnly = (overrides: Partial<DeskOrder> = {}) =>
    anOrder({
      status: 'needs-review',
      hold: 'held',
      strayPayments: ['cs_old'],
      history: [
        { event: 'placed', status: 'pending' },
        { event: 'paid-stray', status: 'needs-review' },
      ],
      ...overrides,
    });

  const NEVER_ARRIVED = {
    ok: false,
    status: 409,
    error: "This order's own payment never arrived: there is no sale to fulfil. Refund it.",
  };

  it('refunds only the stray payments not given back yet', () => {
    const order = inReview('paid', { strayPayments: ['cs_1', 'cs_2'], strayRefunds: { cs_1: 're_1' } });
    expect(ok(planResolve(order, 'fulfil'))).toEqual({ strays: ['cs_2'], refund: null });
  });

  it('says why it will not fulfil an order whose own payment never arrived', () => {
    expect(planResolve(strayOnly(), 'fulfil')).toEqual(NEVER_ARRIVED);
    expect(resolve(ID, strayOnly(), 'fulfil', ADA, NOW)).toEqual(NEVER_ARRIVED);
  });

  it('plans no refund of the own payment when it was all given back already', () => {
    expect(ok(planResolve({ ...refundedThenStray, strayRefunds: undefined }, 'refund'))).toEqual({
      strays: ['cs_2'],
      refund: null,
    });
  });

  it('refuses to resolve an order not in review, unless the refund already ended it', () => {
    expect(resolve(ID, anOrder(), 'fulfil', ADA, NOW)).toEqual({
      ok: false,
      status: 409,
      error: 'This order does not need review; it is paid.',
    });
    expect(resolve(ID, anOrder(), 'refund', ADA, NOW)).toMatchObject({
      error: 'This order does not need review; it is paid.',
    });
    expect(resolve(ID, anOrder({ status: 'refunded' }), 'fulfil', ADA, NOW)).toMatchObject({
      error: 'This order does not need review; it is refunded.',
    });
  });

  it('fulfils an order refunded before its stray payment: it stays refunded, no stock moves', () => {
    expect(ok(resolve(ID, refundedThenStray, 'fulfil', ADA, NOW))).toEqual({
      status: 'refunded',
      hold: 'released',
      fields: { status: 'refunded' },
      stockBack: [],
      stockTake: [],
      ...byTheShop({ event: 'review-resolved', status: 'refunded', at: NOW, decision: 'fulfil' }),
      notice: {
        id: `order-${ID}-resolved`,
        title: 'Order a1b2c3d4 is confirmed',
        body: 'We checked your payment: your order goes ahead.',
      },
    });
  });

  it('fulfils an order that never had a hold without giving it one', () => {
    const step = ok(resolve(ID, inReview('paid', { hold: undefined }), 'fulfil', ADA, NOW));
    expect(step?.status).toBe('paid');
    expect(step?.hold).toBeUndefined();
    expect(step?.fields).toEqual({ status: 'paid' });
  });

  it("asks for the order's own payment to be refunded first", () => {
    expect(resolve(ID, inReview('paid'), 'refund', ADA, NOW)).toEqual({
      ok: false,
      status: 409,
      error: "Refund the order's own payment first (the resolve endpoint does).",
    });
  });

  it('refunds an order whose money is all back: refunded, its hold released, the shopper told', () => {
    expect(ok(resolve(ID, refundedThenStray, 'refund', ADA, NOW))).toEqual({
      status: 'refunded',
      hold: 'released',
      fields: { status: 'refunded', hold: 'released' },
      stockBack: [],
      stockTake: [],
      ...byTheShop({ event: 'review-resolved', status: 'refunded', at: NOW, decision: 'refund' }),
      notice: {
        id: `order-${ID}-resolved`,
        title: 'Order a1b2c3d4 was refunded',
        body: 'We checked your payment and gave it back in full.',
      },
    });
  });

  it('cancels an order whose own payment never arrived, its held units back', () => {
    expect(ok(resolve(ID, strayOnly({ strayRefunds: { cs_old: 're_9' } }), 'refund', ADA, NOW))).toEqual({
      status: 'cancelled',
      hold: 'released',
      fields: { status: 'cancelled', hold: 'released', cancelledAt: NOW },
      stockBack: [
        { id: 101, quantity: 3 },
        { id: 102, quantity: 1 },
      ],
      stockTake: [],
      ...byTheShop({ event: 'review-resolved', status: 'cancelled', at: NOW, decision: 'refund' }),
      notice: {
        id: `order-${ID}-resolved`,
        title: 'Order a1b2c3d4 was cancelled',
        body: 'We checked your payment and gave it back in full.',
      },
    });
  });

  it('cancels an order that never had a hold without giving it one', () => {
    const step = ok(resolve(ID, strayOnly({ hold: undefined }), 'refund', ADA, NOW));
    expect(step?.hold).toBeUndefined();
    expect(step?.fields).toEqual({ status: 'cancelled', cancelledAt: NOW });
    expect(step?.stockBack).toEqual([]);
  });
});

describe('notices', () => {
  it('tells of a payment and of a review in words', () => {
    expect(paymentNotice(ID, 'paid')).toEqual({
      id: `order-${ID}-paid`,
      title: 'Order a1b2c3d4 is paid',
      body: 'Thank you! We will tell you when it ships.',
    });
    expect(paymentNotice(ID, 'needs-review')).toEqual({
      id: `order-${ID}-needs-review`,
      title: 'Order a1b2c3d4 is being checked',
      body: 'Something about the payment needs a look from our team. We will tell you what we decide.',
    });
  });

  it("writes the notice unread, linking to the order's page", () => {
    const notice = { id: `order-${ID}-delivered`, title: 'Order a1b2c3d4 was delivered', body: 'Enjoy it!' };
    expect(noticeDocument(ID, 'delivered', notice, NOW)).toEqual({
      kind: 'order-status',
      title: 'Order a1b2c3d4 was delivered',
      body: 'Enjoy it!',
      link: `/orders/${ID}`,
      orderId: ID,
      status: 'delivered',
      createdAt: NOW,
      read: false,
    });
  });
});
