import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '../../src/features/checkout/logic/order';
import {
  allowedActions,
  applyRefund,
  applyStrayRefund,
  cancel,
  deliver,
  isLowStock,
  LOW_STOCK_THRESHOLD,
  parseOrderId,
  parseRefundLines,
  parseResolution,
  parseShipment,
  paymentNotice,
  planRefund,
  planResolve,
  refusalOf,
  resolve,
  ship,
  statusBeforeReview,
  type DeskAction,
  type DeskOrder,
  type RefundLine,
} from './order-transitions';
import { ADA, anOrder, byTheShop, ID, NOW, ok } from './order-transitions.fixtures';

describe('which desk action is allowed in which status', () => {
  const table: [OrderStatus, Partial<DeskOrder>, DeskAction[]][] = [
    ['pending', { hold: 'held' }, ['cancel']],
    ['expired', { hold: 'released' }, ['cancel']],
    ['paid', {}, ['ship', 'refund']],
    ['shipped', { shipment: { carrier: 'UPS', trackingNumber: '1Z' } }, ['ship', 'deliver', 'refund']],
    ['delivered', { shipment: { carrier: 'UPS', trackingNumber: '1Z' }, deliveredAt: NOW }, ['refund']],
    [
      'partially-refunded',
      { refunds: { re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] } } },
      ['ship', 'refund'],
    ],
    [
      'partially-refunded',
      {
        shipment: { carrier: 'UPS', trackingNumber: '1Z' },
        refunds: { re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] } },
      },
      ['ship', 'deliver', 'refund'],
    ],
    ['refunded', { refunds: { re_1: { amount: 1259.47, lines: [] } } }, []],
    ['needs-review', {}, ['resolve']],
    ['cancelled', {}, []],
  ];

  it.each(table)('%s %j allows %j', (status, overrides, actions) => {
    expect(allowedActions(anOrder({ status, ...overrides }))).toEqual(actions);
  });

  it('says why an action is refused', () => {
    expect(refusalOf(anOrder({ status: 'pending' }), 'ship')).toBe(
      'Only a paid order can be shipped; this one is pending.',
    );
    expect(refusalOf(anOrder(), 'cancel')).toBe(
      'Only an unpaid order can be cancelled; this one is paid. Refund it instead.',
    );
    expect(refusalOf(anOrder({ status: 'needs-review' }), 'refund')).toBe(
      'This order needs review: resolve it instead.',
    );
    expect(refusalOf(anOrder({ status: 'paid' }), 'deliver')).toBe(
      'Only a shipped order can be marked delivered; this one is paid.',
    );
  });
});

describe('reading what the desk sends', () => {
  it('takes an order id that is safe in a path, and nothing else', () => {
    expect(parseOrderId({ orderId: ID })).toEqual({ ok: true, value: ID });
    for (const orderId of [undefined, '', 'a/b', 'x'.repeat(129), 42])
      expect(parseOrderId({ orderId }).ok).toBe(false);
  });

  it('tidies the carrier and tracking number and refuses what is not one', () => {
    expect(parseShipment({ carrier: '  Royal   Mail ', trackingNumber: ' ab 123-456 gb ' })).toEqual({
      ok: true,
      value: { carrier: 'Royal Mail', trackingNumber: 'AB 123-456 GB' },
    });
    expect(parseShipment({ carrier: '', trackingNumber: '1Z999' })).toMatchObject({ ok: false, status: 400 });
    expect(parseShipment({ carrier: 'x'.repeat(61), trackingNumber: '1Z999' }).ok).toBe(false);
    for (const trackingNumber of ['', '1Z 999!', '--1', 'A'.repeat(41), 12345])
      expect(parseShipment({ carrier: 'UPS', trackingNumber }).ok).toBe(false);
  });

  it('reads refund lines: all that is left when none are named, each line once, within what is left', () => {
    const order = anOrder({ refunds: { re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] } } });
    expect(ok(parseRefundLines({}, order))).toEqual([
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ]);
    expect(
      ok(
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
      error: 'Line 0 has only 1 unit(s) left to refund.',
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

  it('reads a resolution', () => {
    expect(parseResolution({ decision: 'fulfil' })).toEqual({ ok: true, value: 'fulfil' });
    expect(parseResolution({ decision: 'ignore' })).toMatchObject({ ok: false, status: 400 });
  });
});

describe('ship, deliver, cancel', () => {
  it('ships a paid order with its carrier and number, records who and when, and tells the shopper', () => {
    const step = ok(ship(ID, anOrder(), { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, ADA, NOW));
    expect(step).toEqual({
      status: 'shipped',
      hold: 'sold',
      fields: {
        status: 'shipped',
        shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: NOW },
      },
      stockBack: [],
      stockTake: [],
      ...byTheShop({
        event: 'shipped',
        status: 'shipped',
        at: NOW,
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      }),
      notice: {
        id: `order-${ID}-shipped`,
        title: 'Order a1b2c3d4 has shipped',
        body: 'UPS, tracking number 1Z999AA10123456784.',
      },
    });
  });

  it('lets a shipped order be shipped again to correct its number, marked as a correction', () => {
    const step = ok(
      ship(
        ID,
        anOrder({ status: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z' } }),
        { carrier: 'DHL', trackingNumber: 'JD01' },
        ADA,
        NOW,
      ),
    );
    expect(step.history).toMatchObject({ event: 'shipped', carrier: 'DHL', correction: true });
    expect(step.notice?.id).toBe(`order-${ID}-shipped`);
  });

  it('refuses to ship an unpaid, cancelled, in-review or delivered order', () => {
    for (const status of ['pending', 'expired', 'cancelled', 'needs-review', 'refunded'] as const)
      expect(ship(ID, anOrder({ status }), { carrier: 'UPS', trackingNumber: '1' }, ADA, NOW)).toMatchObject({
        ok: false,
        status: 409,
      });
    expect(
      ship(
        ID,
        anOrder({ status: 'delivered', deliveredAt: NOW }),
        { carrier: 'UPS', trackingNumber: '1' },
        ADA,
        NOW,
      ),
    ).toMatchObject({ ok: false, error: 'This order was delivered already.' });
  });

  it('delivers a shipped order', () => {
    const step = ok(deliver(ID, anOrder({ status: 'shipped' }), ADA, NOW));
    expect(step.fields).toEqual({ status: 'delivered', deliveredAt: NOW });
    expect(step).toMatchObject(byTheShop({ event: 'delivered', status: 'delivered', at: NOW }));
    expect(step.notice?.id).toBe(`order-${ID}-delivered`);
    expect(deliver(ID, anOrder({ status: 'paid' }), ADA, NOW).ok).toBe(false);
  });

  it('cancels a pending order, giving back the units it holds, summed per product', () => {
    const step = ok(cancel(ID, anOrder({ status: 'pending', hold: 'held' }), ADA, NOW));
    expect(step.status).toBe('cancelled');
    expect(step.fields).toEqual({ status: 'cancelled', cancelledAt: NOW, hold: 'released' });
    expect(step.stockBack).toEqual([
      { id: 101, quantity: 3 },
      { id: 102, quantity: 1 },
    ]);
    expect(step).toMatchObject(byTheShop({ event: 'cancelled', status: 'cancelled', at: NOW }));
  });

  it('cancels an expired order without touching the stock (its units went back already)', () => {
    expect(ok(cancel(ID, anOrder({ status: 'expired', hold: 'released' }), ADA, NOW)).stockBack).toEqual([]);
  });

  it('refuses to cancel a paid order: that is a refund', () => {
    for (const status of ['paid', 'shipped', 'delivered', 'needs-review', 'cancelled', 'refunded'] as const)
      expect(cancel(ID, anOrder({ status }), ADA, NOW).ok).toBe(false);
  });
});

describe('refunds', () => {
  const refundOf = (order: DeskOrder, lines: RefundLine[]) => ok(planRefund(order, lines));

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

  it('applies a line refund: units back to stock, partially refunded, history and notice', () => {
    const step = applyRefund(
      ID,
      anOrder({ status: 'shipped' }),
      { id: 're_1', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADA, restock: true },
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
        id: `order-${ID}-refund-re_1`,
        title: 'Order a1b2c3d4 was partly refunded',
        body: '$199.99 is on its way back to your card.',
      },
    });
  });

  it('applies a whole refund: refunded, every unit back, the hold released', () => {
    const order = anOrder();
    const step = applyRefund(
      ID,
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
      applyRefund(ID, order, { id: 're_1', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADA }, NOW),
    ).toBeNull();
  });

  it('gives back no units an order never took (its hold had run out)', () => {
    const order = anOrder({ status: 'needs-review', hold: 'released' });
    const step = applyRefund(
      ID,
      order,
      { id: 're_3', cents: 125_947, lines: [{ line: 1, quantity: 1 }], by: ADA },
      NOW,
    );
    expect(step?.stockBack).toEqual([]);
    expect(step?.history).toMatchObject({ resolvedReview: 'refund' });
  });

  it('cuts lines to what is left when two refunds raced, and still records the money', () => {
    const order = anOrder({ refunds: { re_1: { amount: 199.99, lines: [{ line: 2, quantity: 1 }] } } });
    const step = applyRefund(
      ID,
      order,
      { id: 're_4', cents: 19_999, lines: [{ line: 2, quantity: 1 }], by: ADA },
      NOW,
    );
    expect(step?.stockBack).toEqual([]);
    expect(step?.fields['refunds.re_4']).toMatchObject({ amount: 199.99, lines: [] });
    expect(step?.fields.refundedAmount).toBe(399.98);
  });

  it('records a stray payment refunded, once, changing nothing else', () => {
    const order = anOrder({ status: 'needs-review', strayPayments: ['cs_2'] });
    const step = applyStrayRefund(order, 'cs_2', 're_5', ADA, NOW);
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
      applyStrayRefund({ ...order, strayRefunds: { cs_2: 're_5' } }, 'cs_2', 're_5', ADA, NOW),
    ).toBeNull();
  });
});

describe('resolving a needs-review order', () => {
  const review = (reason: string, overrides: Partial<DeskOrder> = {}, before: OrderStatus = 'pending') =>
    anOrder({
      status: 'needs-review',
      history: [
        { event: 'placed', status: 'pending' },
        ...(before === 'pending'
          ? []
          : [
              { event: 'paid', status: 'paid' },
              { event: before, status: before },
            ]),
        { event: reason, status: 'needs-review' },
      ],
      ...overrides,
    });

  it('finds the status before the latest review', () => {
    expect(statusBeforeReview(review('paid-short'))).toBe('pending');
    expect(statusBeforeReview(review('paid-stray', {}, 'shipped'))).toBe('shipped');
  });

  it('fulfils a payment that came after its hold ran out: paid, the units taken again', () => {
    const order = review('paid-short', { hold: 'released' });
    expect(ok(planResolve(order, 'fulfil'))).toEqual({ strays: [], refund: null });
    const step = ok(resolve(ID, order, 'fulfil', ADA, NOW));
    expect(step).toMatchObject({
      status: 'paid',
      hold: 'sold',
      fields: { status: 'paid', hold: 'sold' },
      stockTake: [
        { id: 101, quantity: 3 },
        { id: 102, quantity: 1 },
      ],
      ...byTheShop({ event: 'review-resolved', status: 'paid', at: NOW, decision: 'fulfil' }),
    });
  });

  it('fulfils a wrong amount still holding its units: they become sold, no stock moves', () => {
    const step = ok(
      resolve(ID, review('paid-wrong-amount', { hold: 'held', paidAmount: 125_000 }), 'fulfil', ADA, NOW),
    );
    expect(step?.hold).toBe('sold');
    expect(step?.stockTake).toEqual([]);
  });

  it('fulfils a second payment on a shipped order: its stray payment is refunded, and it is shipped again', () => {
    const order = review('paid-stray', { strayPayments: ['cs_old'] }, 'shipped');
    expect(ok(planResolve(order, 'fulfil'))).toEqual({ strays: ['cs_old'], refund: null });
    expect(ok(resolve(ID, order, 'fulfil', ADA, NOW))?.status).toBe('shipped');
  });

  it('refuses to fulfil an order whose own payment never arrived (only a stray one did)', () => {
    const order = anOrder({
      status: 'needs-review',
      hold: 'held',
      strayPayments: ['cs_old'],
      history: [
        { event: 'placed', status: 'pending' },
        { event: 'paid-stray', status: 'needs-review' },
      ],
    });
    expect(planResolve(order, 'fulfil')).toMatchObject({ ok: false, status: 409 });
    // Refunding it gives the stray payment back and cancels the order, releasing its units.
    expect(ok(planResolve(order, 'refund'))).toEqual({ strays: ['cs_old'], refund: null });
    const step = ok(resolve(ID, { ...order, strayRefunds: { cs_old: 're_9' } }, 'refund', ADA, NOW));
    expect(step).toMatchObject({
      status: 'cancelled',
      hold: 'released',
      stockBack: [
        { id: 101, quantity: 3 },
        { id: 102, quantity: 1 },
      ],
    });
  });

  it('refunds a paid order in review in full through the refund path, then has nothing more to do', () => {
    const order = review('paid-wrong-amount', { hold: 'held', paidAmount: 125_000 });
    expect(ok(planResolve(order, 'refund')).refund).toEqual({
      lines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
        { line: 2, quantity: 1 },
      ],
      cents: 125_000,
      whole: true,
    });
    expect(resolve(ID, order, 'refund', ADA, NOW)).toMatchObject({ ok: false, status: 409 });
    expect(resolve(ID, { ...order, status: 'refunded' }, 'refund', ADA, NOW)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('refuses to resolve an order not in review', () => {
    expect(planResolve(anOrder(), 'fulfil')).toMatchObject({ ok: false, status: 409 });
  });
});

describe('notices of payment changes', () => {
  it('tells of paid and in review, and not of what the shopper did at the checkout', () => {
    expect(paymentNotice(ID, 'paid')?.id).toBe(`order-${ID}-paid`);
    expect(paymentNotice(ID, 'needs-review')?.title).toBe('Order a1b2c3d4 is being checked');
    expect(paymentNotice(ID, 'expired')).toBeNull();
    expect(paymentNotice(ID, 'pending')).toBeNull();
  });
});

describe('low stock', () => {
  it('is 5 units or fewer', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect([0, 5, 6].map(isLowStock)).toEqual([true, true, false]);
  });
});
