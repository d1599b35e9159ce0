import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '@/domain/order';
import {
  ownPaymentArrived,
  parseResolution,
  planResolve,
  resolve,
  statusBeforeReview,
} from './resolve-rules';
import {
  ADMIN,
  allowedValue,
  anOrder,
  byTheShop,
  EVERYTHING,
  inReview,
  NOW,
  ORDER_ID,
} from '../orders/desk-order.fixtures';
import type { DeskOrder } from '../orders/order-step';

describe('reading what the desk sends', () => {
  it('reads a resolution', () => {
    expect(parseResolution({ decision: 'fulfil' })).toEqual({ ok: true, value: 'fulfil' });
    expect(parseResolution({ decision: 'ignore' })).toMatchObject({ ok: false, status: 400 });
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
    expect(allowedValue(planResolve(order, 'fulfil'))).toEqual({ strays: [], refund: null });
    const step = allowedValue(resolve(ORDER_ID, order, 'fulfil', ADMIN, NOW));
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
    const step = allowedValue(
      resolve(
        ORDER_ID,
        review('paid-wrong-amount', { hold: 'held', paidAmount: 125_000 }),
        'fulfil',
        ADMIN,
        NOW,
      ),
    );
    expect(step?.hold).toBe('sold');
    expect(step?.stockTake).toEqual([]);
  });

  it('fulfils a second payment on a shipped order: its stray payment is refunded, and it is shipped again', () => {
    const order = review('paid-stray', { strayPayments: ['cs_old'] }, 'shipped');
    expect(allowedValue(planResolve(order, 'fulfil'))).toEqual({ strays: ['cs_old'], refund: null });
    expect(allowedValue(resolve(ORDER_ID, order, 'fulfil', ADMIN, NOW))?.status).toBe('shipped');
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
    expect(allowedValue(planResolve(order, 'refund'))).toEqual({ strays: ['cs_old'], refund: null });
    const step = allowedValue(
      resolve(ORDER_ID, { ...order, strayRefunds: { cs_old: 're_9' } }, 'refund', ADMIN, NOW),
    );
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
    expect(allowedValue(planResolve(order, 'refund')).refund).toEqual({
      lines: [
        { line: 0, quantity: 2 },
        { line: 1, quantity: 1 },
        { line: 2, quantity: 1 },
      ],
      cents: 125_000,
      whole: true,
    });
    expect(resolve(ORDER_ID, order, 'refund', ADMIN, NOW)).toMatchObject({ ok: false, status: 409 });
    expect(resolve(ORDER_ID, { ...order, status: 'refunded' }, 'refund', ADMIN, NOW)).toEqual({
      ok: true,
      value: null,
    });
  });

  it('refuses to resolve an order not in review', () => {
    expect(planResolve(anOrder(), 'fulfil')).toMatchObject({ ok: false, status: 409 });
  });
});

describe('reading the order', () => {
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

describe('reading what the desk sends, in words', () => {
  it('reads either decision, and says what to send otherwise', () => {
    expect(parseResolution({ decision: 'refund' })).toEqual({ ok: true, value: 'refund' });
    expect(parseResolution(null)).toEqual({
      ok: false,
      status: 400,
      code: 'resolution-invalid',
      error: "Say how to resolve the review: decision 'fulfil' or 'refund'.",
    });
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
    code: 'own-payment-missing',
    error: "This order's own payment never arrived: there is no sale to fulfil. Refund it.",
  };

  it('refunds only the stray payments not given back yet', () => {
    const order = inReview('paid', { strayPayments: ['cs_1', 'cs_2'], strayRefunds: { cs_1: 're_1' } });
    expect(allowedValue(planResolve(order, 'fulfil'))).toEqual({ strays: ['cs_2'], refund: null });
  });

  it('says why it will not fulfil an order whose own payment never arrived', () => {
    expect(planResolve(strayOnly(), 'fulfil')).toEqual(NEVER_ARRIVED);
    expect(resolve(ORDER_ID, strayOnly(), 'fulfil', ADMIN, NOW)).toEqual(NEVER_ARRIVED);
  });

  it('plans no refund of the own payment when it was all given back already', () => {
    expect(allowedValue(planResolve({ ...refundedThenStray, strayRefunds: undefined }, 'refund'))).toEqual({
      strays: ['cs_2'],
      refund: null,
    });
  });

  it('refuses to resolve an order not in review, unless the refund already ended it', () => {
    expect(resolve(ORDER_ID, anOrder(), 'fulfil', ADMIN, NOW)).toEqual({
      ok: false,
      status: 409,
      code: 'no-review-needed',
      error: 'This order does not need review; it is paid.',
      params: { status: 'paid' },
    });
    expect(resolve(ORDER_ID, anOrder(), 'refund', ADMIN, NOW)).toMatchObject({
      code: 'no-review-needed',
      error: 'This order does not need review; it is paid.',
    });
    expect(resolve(ORDER_ID, anOrder({ status: 'refunded' }), 'fulfil', ADMIN, NOW)).toMatchObject({
      code: 'no-review-needed',
      error: 'This order does not need review; it is refunded.',
    });
  });

  it('fulfils an order refunded before its stray payment: it stays refunded, no stock moves', () => {
    expect(allowedValue(resolve(ORDER_ID, refundedThenStray, 'fulfil', ADMIN, NOW))).toEqual({
      status: 'refunded',
      hold: 'released',
      fields: { status: 'refunded' },
      stockBack: [],
      stockTake: [],
      ...byTheShop({ event: 'review-resolved', status: 'refunded', at: NOW, decision: 'fulfil' }),
      notice: {
        id: `order-${ORDER_ID}-resolved`,
        title: 'Order a1b2c3d4 is confirmed',
        body: 'We checked your payment: your order goes ahead.',
        key: 'review-confirmed',
        params: { order: 'a1b2c3d4' },
      },
    });
  });

  it('fulfils an order that never had a hold without giving it one', () => {
    const step = allowedValue(resolve(ORDER_ID, inReview('paid', { hold: undefined }), 'fulfil', ADMIN, NOW));
    expect(step?.status).toBe('paid');
    expect(step?.hold).toBeUndefined();
    expect(step?.fields).toEqual({ status: 'paid' });
  });

  it("asks for the order's own payment to be refunded first", () => {
    expect(resolve(ORDER_ID, inReview('paid'), 'refund', ADMIN, NOW)).toEqual({
      ok: false,
      status: 409,
      code: 'own-payment-first',
      error: "Refund the order's own payment first (the resolve endpoint does).",
    });
  });

  it('refunds an order whose money is all back: refunded, its hold released, the shopper told', () => {
    expect(allowedValue(resolve(ORDER_ID, refundedThenStray, 'refund', ADMIN, NOW))).toEqual({
      status: 'refunded',
      hold: 'released',
      fields: { status: 'refunded', hold: 'released' },
      stockBack: [],
      stockTake: [],
      ...byTheShop({ event: 'review-resolved', status: 'refunded', at: NOW, decision: 'refund' }),
      notice: {
        id: `order-${ORDER_ID}-resolved`,
        title: 'Order a1b2c3d4 was refunded',
        body: 'We checked your payment and gave it back in full.',
        key: 'review-refunded',
        params: { order: 'a1b2c3d4' },
      },
    });
  });

  it('cancels an order whose own payment never arrived, its held units back', () => {
    expect(
      allowedValue(resolve(ORDER_ID, strayOnly({ strayRefunds: { cs_old: 're_9' } }), 'refund', ADMIN, NOW)),
    ).toEqual({
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
        id: `order-${ORDER_ID}-resolved`,
        title: 'Order a1b2c3d4 was cancelled',
        body: 'We checked your payment and gave it back in full.',
        key: 'review-cancelled',
        params: { order: 'a1b2c3d4' },
      },
    });
  });

  it('cancels an order that never had a hold without giving it one', () => {
    const step = allowedValue(resolve(ORDER_ID, strayOnly({ hold: undefined }), 'refund', ADMIN, NOW));
    expect(step?.hold).toBeUndefined();
    expect(step?.fields).toEqual({ status: 'cancelled', cancelledAt: NOW });
    expect(step?.stockBack).toEqual([]);
  });
});
