import { describe, expect, it } from 'vitest';

import { cancel, deliver, ship } from '../desk/desk-rules';
import { resolve } from '../desk/resolve-rules';
import { ADMIN, allowedValue, anOrder, NOW, ORDER_ID } from '../orders/desk-order.fixtures';
import type { DeskOrder } from '../orders/order-step';
import { applyRefund, applyStrayRefund } from './apply-refund';
import { parseRestock, reserveRefund, type RefundRequest } from './plan-refund';

/*
 * A refund is planned and reserved in the order's transaction, so refunds asked for at
 * once never give back more than was bought; the operator chooses whether refunded units go back
 * on sale; what the shopper reads of an order names the shop, never the operator.
 */

/** One headphone (line 0) and one phone (line 1), paid. */
const oneOfEach = (overrides: Partial<DeskOrder> = {}) =>
  anOrder({
    lines: [
      { id: 101, quantity: 1, unitPrice: 199.99 },
      { id: 102, quantity: 1, unitPrice: 649.5 },
    ],
    total: 859.49,
    ...overrides,
  });

const LINE_0 = { lines: [{ line: 0, quantity: 1 }] };

const request = (key: string | null, body: unknown, digest = JSON.stringify(body)): RefundRequest => ({
  key,
  digest,
  body,
});

/** The order once the reservation `reserveRefund` answered is written on it. */
function withReservation(order: DeskOrder, decided: ReturnType<typeof reserveRefund<number>>): DeskOrder {
  const reservation = allowedValue(decided);
  if (reservation.made) throw new Error('expected a reservation');
  return { ...order, pendingRefunds: { ...order.pendingRefunds, [reservation.key]: reservation.pending } };
}

describe('refunds asked for at once', () => {
  it('plans two refunds of one line one after the other: the second finds its unit reserved', () => {
    const order = oneOfEach();
    const first = reserveRefund(order, request('first-key-01', LINE_0), NOW);
    expect(allowedValue(first)).toEqual({
      made: false,
      key: 'first-key-01',
      fresh: true,
      pending: {
        lines: [{ line: 0, quantity: 1 }],
        cents: 19_999,
        restock: true,
        request: '{"lines":[{"line":0,"quantity":1}]}',
        at: NOW,
      },
    });
    const second = reserveRefund(withReservation(order, first), request('second-key-02', LINE_0), NOW);
    expect(second).toEqual({
      ok: false,
      status: 409,
      code: 'refund-quantity-short',
      error: 'Line 0 has only 0 unit(s) left to refund; 1 more are being refunded right now.',
      params: { line: 0, left: 0, reserved: 1 },
    });
  });

  it('counts the cents of a refund under way: the rest of the payment is not given twice', () => {
    const order = oneOfEach();
    const everything = reserveRefund(order, request('all-key-001', {}), NOW);
    expect(allowedValue(everything)).toMatchObject({ pending: { cents: 85_949 } });
    expect(reserveRefund(withReservation(order, everything), request('all-key-002', {}), NOW)).toEqual({
      ok: false,
      status: 409,
      code: 'nothing-to-refund',
      error: 'Nothing is left to refund on this order.',
    });
    const line = reserveRefund(oneOfEach({ paidAmount: 30_000 }), request('line-key-01', LINE_0), NOW);
    const phone = reserveRefund(
      withReservation(oneOfEach({ paidAmount: 30_000 }), line),
      request('line-key-02', { lines: [{ line: 1, quantity: 1 }] }),
      NOW,
    );
    expect(allowedValue(phone)).toMatchObject({ pending: { cents: 30_000 - 19_999 } });
  });

  it('finds the reservation again for the same request without a key (a double click)', () => {
    const order = oneOfEach();
    const first = reserveRefund(order, request(null, LINE_0, 'd1'), NOW);
    expect(allowedValue(first)).toMatchObject({ key: '0-d1', fresh: true });
    const again = reserveRefund(withReservation(order, first), request(null, LINE_0, 'd1'), NOW + 1);
    expect(allowedValue(again)).toMatchObject({ key: '0-d1', fresh: false, pending: { at: NOW } });
  });

  it('refuses a key sent again with another request', () => {
    const order = oneOfEach();
    const first = reserveRefund(order, request('same-key-01', LINE_0), NOW);
    expect(
      reserveRefund(
        withReservation(order, first),
        request('same-key-01', { lines: [{ line: 1, quantity: 1 }] }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      status: 409,
      code: 'idempotency-key-reused',
      error: 'This Idempotency-Key was used for another refund. Use a new one.',
    });
  });

  it('answers the refund a key made already, and plans anew from the refunds so far without one', () => {
    const order = oneOfEach({
      status: 'partially-refunded',
      refunds: {
        re_1: { amount: 199.99, lines: [{ line: 0, quantity: 1 }], restock: false, key: 'made-key-01' },
      },
    });
    expect(allowedValue(reserveRefund(order, request('made-key-01', LINE_0), NOW))).toEqual({
      made: true,
      refundId: 're_1',
      amount: 199.99,
      lines: [{ line: 0, quantity: 1 }],
      restock: false,
    });
    expect(allowedValue(reserveRefund(order, request(null, {}, 'd2'), NOW))).toMatchObject({
      key: '1-d2',
      fresh: true,
    });
  });

  it('reserves all that is free for the resolve of a review, whatever lines say', () => {
    const order = oneOfEach({ status: 'needs-review', hold: 'held', paidAmount: 50_000 });
    const review = { ...request('review', { restock: false }), fromReview: true };
    expect(allowedValue(reserveRefund(order, review, NOW))).toMatchObject({
      pending: {
        lines: [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 1 },
        ],
        cents: 50_000,
        restock: false,
      },
    });
    expect(reserveRefund(order, request('plain-key-1', {}), NOW)).toMatchObject({
      ok: false,
      code: 'refund-in-review',
      error: 'This order needs review: resolve it instead.',
    });
  });
});

describe('whether refunded units go back on sale', () => {
  it('says yes by default before the order ships, and no once it shipped or was delivered', () => {
    const UPS = { carrier: 'UPS', trackingNumber: '1Z' };
    expect(parseRestock({}, anOrder({ status: 'paid' }))).toEqual({ ok: true, value: true });
    expect(parseRestock({}, anOrder({ status: 'needs-review', hold: 'held' }))).toEqual({
      ok: true,
      value: true,
    });
    expect(parseRestock({}, anOrder({ status: 'shipped', shipment: UPS }))).toEqual({
      ok: true,
      value: false,
    });
    expect(parseRestock({}, anOrder({ status: 'delivered', deliveredAt: NOW }))).toEqual({
      ok: true,
      value: false,
    });
    expect(parseRestock(null, anOrder({ status: 'partially-refunded', shipment: UPS }))).toEqual({
      ok: true,
      value: false,
    });
  });

  it("takes the operator's choice over the default, and nothing but true or false", () => {
    const delivered = anOrder({ status: 'delivered', deliveredAt: NOW });
    expect(parseRestock({ restock: true }, delivered)).toEqual({ ok: true, value: true });
    expect(parseRestock({ restock: false }, anOrder())).toEqual({ ok: true, value: false });
    expect(parseRestock({ restock: 'yes' }, anOrder())).toEqual({
      ok: false,
      status: 400,
      code: 'restock-choice-invalid',
      error: 'Say whether the refunded units go back on sale: restock true or false.',
    });
  });

  it('keeps a refunded unit of a delivered order off sale by default', () => {
    const delivered = anOrder({
      status: 'delivered',
      deliveredAt: NOW,
      shipment: { carrier: 'UPS', trackingNumber: '1Z' },
    });
    const step = applyRefund(
      ORDER_ID,
      delivered,
      { id: 're_1', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADMIN },
      NOW,
    );
    expect(step?.stockBack).toEqual([]);
    expect(step?.fields['refunds.re_1']).toMatchObject({ restock: false });
    expect(step?.audit).toMatchObject({ event: 'refunded', restock: false });
  });

  it('puts units back only when asked, and leaves an order whose units were kept sold, not released', () => {
    const delivered = oneOfEach({ status: 'delivered', deliveredAt: NOW });
    const every = [
      { line: 0, quantity: 1 },
      { line: 1, quantity: 1 },
    ];
    const kept = applyRefund(
      ORDER_ID,
      delivered,
      { id: 're_1', cents: 85_949, lines: every, by: ADMIN, restock: false },
      NOW,
    );
    expect(kept).toMatchObject({ status: 'refunded', hold: 'sold', stockBack: [] });
    const back = applyRefund(
      ORDER_ID,
      delivered,
      { id: 're_1', cents: 85_949, lines: every, by: ADMIN, restock: true },
      NOW,
    );
    expect(back).toMatchObject({
      status: 'refunded',
      hold: 'released',
      stockBack: [
        { id: 101, quantity: 1 },
        { id: 102, quantity: 1 },
      ],
    });
    const held = oneOfEach({ status: 'needs-review', hold: 'held' });
    expect(
      applyRefund(
        ORDER_ID,
        held,
        { id: 're_2', cents: 85_949, lines: every, by: ADMIN, restock: false },
        NOW,
      ),
    ).toMatchObject({
      hold: 'sold',
      stockBack: [],
    });
  });

  it('records the refund in place of its reservation, under the same key', () => {
    const order = withReservation(
      oneOfEach(),
      reserveRefund(oneOfEach(), request('kept-key-01', LINE_0), NOW),
    );
    const step = applyRefund(
      ORDER_ID,
      order,
      {
        id: 're_1',
        cents: 19_999,
        lines: [{ line: 0, quantity: 1 }],
        by: ADMIN,
        restock: true,
        reservation: 'kept-key-01',
      },
      NOW,
    );
    expect(step?.remove).toEqual(['pendingRefunds.kept-key-01']);
    expect(step?.fields['refunds.re_1']).toEqual({
      amount: 199.99,
      lines: [{ line: 0, quantity: 1 }],
      at: NOW,
      restock: true,
      key: 'kept-key-01',
    });
  });
});

describe('what the shopper reads of an order', () => {
  const UPS = { carrier: 'UPS', trackingNumber: '1Z' };
  const steps = {
    ship: allowedValue(ship(ORDER_ID, anOrder(), UPS, ADMIN, NOW)),
    deliver: allowedValue(deliver(ORDER_ID, anOrder({ status: 'shipped', shipment: UPS }), ADMIN, NOW)),
    cancel: allowedValue(cancel(ORDER_ID, anOrder({ status: 'pending', hold: 'held' }), ADMIN, NOW)),
    refund: applyRefund(
      ORDER_ID,
      anOrder(),
      { id: 're_1', cents: 19_999, lines: [{ line: 0, quantity: 1 }], by: ADMIN },
      NOW,
    ),
    resolve: allowedValue(
      resolve(ORDER_ID, anOrder({ status: 'needs-review', paidAt: NOW }), 'fulfil', ADMIN, NOW),
    ),
    'stray refund': applyStrayRefund(
      anOrder({ status: 'needs-review', strayPayments: ['cs_2'] }),
      'cs_2',
      're_5',
      ADMIN,
      NOW,
    ),
  };

  it.each(Object.entries(steps))(
    'names the shop after a %s, and the admin only in the audit record',
    (_, step) => {
      const shopperReads = JSON.stringify({
        fields: step?.fields,
        history: step?.history,
        notice: step?.notice,
      });
      expect(shopperReads).not.toContain(ADMIN.uid);
      expect(shopperReads).not.toContain(ADMIN.email);
      expect(step?.history.by).toBe('E-Shop');
      expect(step?.audit.by).toEqual(ADMIN);
    },
  );

  it('names nobody for a refund only Stripe told of', () => {
    const step = applyRefund(ORDER_ID, anOrder(), { id: 're_1', cents: 19_999, lines: [], by: null }, NOW);
    expect(step?.history.by).toBeNull();
    expect(step?.audit.by).toBeNull();
  });
});
