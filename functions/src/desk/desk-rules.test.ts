import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '@/domain/order';
import { said } from '@/domain/refusal-codes';
import {
  allowedActions,
  cancel,
  deliver,
  isLowStock,
  LOW_STOCK_THRESHOLD,
  parseOrderId,
  parseShipment,
  refusalOf,
  ship,
  type DeskAction,
} from './desk-rules';
import {
  ADMIN,
  allowedValue,
  anOrder,
  byTheShop,
  EVERYTHING,
  LINES_1_AND_2,
  NOW,
  ORDER_ID,
} from '../orders/desk-order.fixtures';
import type { DeskOrder } from '../orders/order-step';

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
    expect(refusalOf(anOrder({ status: 'pending' }), 'ship')).toEqual(
      said('ship-unpaid', 'Only a paid order can be shipped; this one is pending.', { status: 'pending' }),
    );
    expect(refusalOf(anOrder(), 'cancel')).toEqual(
      said('cancel-paid', 'Only an unpaid order can be cancelled; this one is paid. Refund it instead.', {
        status: 'paid',
      }),
    );
    expect(refusalOf(anOrder({ status: 'needs-review' }), 'refund')).toEqual(
      said('refund-in-review', 'This order needs review: resolve it instead.'),
    );
    expect(refusalOf(anOrder({ status: 'paid' }), 'deliver')).toEqual(
      said('deliver-unshipped', 'Only a shipped order can be marked delivered; this one is paid.', {
        status: 'paid',
      }),
    );
  });
});

describe('reading what the desk sends', () => {
  it('takes an order id that is safe in a path, and nothing else', () => {
    expect(parseOrderId({ orderId: ORDER_ID })).toEqual({ ok: true, value: ORDER_ID });
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
});

describe('ship, deliver, cancel', () => {
  it('ships a paid order with its carrier and number, records who and when, and tells the shopper', () => {
    const step = allowedValue(
      ship(ORDER_ID, anOrder(), { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, ADMIN, NOW),
    );
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
        id: `order-${ORDER_ID}-shipped`,
        title: 'Order a1b2c3d4 has shipped',
        body: 'UPS, tracking number 1Z999AA10123456784.',
        key: 'shipped',
        params: { order: 'a1b2c3d4', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      },
    });
  });

  it('lets a shipped order be shipped again to correct its number, marked as a correction', () => {
    const step = allowedValue(
      ship(
        ORDER_ID,
        anOrder({ status: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z' } }),
        { carrier: 'DHL', trackingNumber: 'JD01' },
        ADMIN,
        NOW,
      ),
    );
    expect(step.history).toMatchObject({ event: 'shipped', carrier: 'DHL', correction: true });
    expect(step.notice?.id).toBe(`order-${ORDER_ID}-shipped`);
  });

  it('refuses to ship an unpaid, cancelled, in-review or delivered order', () => {
    for (const status of ['pending', 'expired', 'cancelled', 'needs-review', 'refunded'] as const)
      expect(
        ship(ORDER_ID, anOrder({ status }), { carrier: 'UPS', trackingNumber: '1' }, ADMIN, NOW),
      ).toMatchObject({
        ok: false,
        status: 409,
      });
    expect(
      ship(
        ORDER_ID,
        anOrder({ status: 'delivered', deliveredAt: NOW }),
        { carrier: 'UPS', trackingNumber: '1' },
        ADMIN,
        NOW,
      ),
    ).toMatchObject({ ok: false, error: 'This order was delivered already.' });
  });

  it('delivers a shipped order', () => {
    const step = allowedValue(deliver(ORDER_ID, anOrder({ status: 'shipped' }), ADMIN, NOW));
    expect(step.fields).toEqual({ status: 'delivered', deliveredAt: NOW });
    expect(step).toMatchObject(byTheShop({ event: 'delivered', status: 'delivered', at: NOW }));
    expect(step.notice?.id).toBe(`order-${ORDER_ID}-delivered`);
    expect(deliver(ORDER_ID, anOrder({ status: 'paid' }), ADMIN, NOW).ok).toBe(false);
  });

  it('cancels a pending order, giving back the units it holds, summed per product', () => {
    const step = allowedValue(cancel(ORDER_ID, anOrder({ status: 'pending', hold: 'held' }), ADMIN, NOW));
    expect(step.status).toBe('cancelled');
    expect(step.fields).toEqual({ status: 'cancelled', cancelledAt: NOW, hold: 'released' });
    expect(step.stockBack).toEqual([
      { id: 101, quantity: 3 },
      { id: 102, quantity: 1 },
    ]);
    expect(step).toMatchObject(byTheShop({ event: 'cancelled', status: 'cancelled', at: NOW }));
  });

  it('cancels an expired order without touching the stock (its units went back already)', () => {
    expect(
      allowedValue(cancel(ORDER_ID, anOrder({ status: 'expired', hold: 'released' }), ADMIN, NOW)).stockBack,
    ).toEqual([]);
  });

  it('refuses to cancel a paid order: that is a refund', () => {
    for (const status of ['paid', 'shipped', 'delivered', 'needs-review', 'cancelled', 'refunded'] as const)
      expect(cancel(ORDER_ID, anOrder({ status }), ADMIN, NOW).ok).toBe(false);
  });
});

describe('low stock', () => {
  it('is 5 units or fewer', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect([0, 5, 6].map(isLowStock)).toEqual([true, true, false]);
  });
});

describe('what is allowed, in words', () => {
  it('marks delivered only an order shipped and not delivered yet', () => {
    const shipment = { carrier: 'UPS', trackingNumber: '1Z' };
    expect(refusalOf(anOrder({ status: 'refunded', shipment }), 'deliver')).toEqual(
      said('deliver-unshipped', 'Only a shipped order can be marked delivered; this one is refunded.', {
        status: 'refunded',
      }),
    );
    expect(
      refusalOf(anOrder({ status: 'partially-refunded', shipment, deliveredAt: NOW }), 'deliver'),
    ).toEqual(
      said(
        'deliver-unshipped',
        'Only a shipped order can be marked delivered; this one is partially-refunded.',
        { status: 'partially-refunded' },
      ),
    );
  });

  it('refunds only an order paid for, with money left to give back', () => {
    expect(refusalOf(anOrder({ status: 'pending' }), 'refund')).toEqual(
      said('refund-unpaid', 'Only a paid order can be refunded; this one is pending.', { status: 'pending' }),
    );
    expect(refusalOf(anOrder({ status: 'partially-refunded', refunds: EVERYTHING }), 'refund')).toEqual(
      said('nothing-to-refund', 'Nothing is left to refund on this order.'),
    );
    expect(
      refusalOf(
        anOrder({
          paidAmount: 10_000,
          refunds: { re_1: { amount: 100, lines: [{ line: 1, quantity: 1 }] } },
        }),
        'refund',
      ),
    ).toEqual(said('nothing-to-refund', 'Nothing is left to refund on this order.'));
  });
});

describe('reading what the desk sends, in words', () => {
  it('asks for the order when there is none', () => {
    const refused = { ok: false, status: 400, code: 'order-id-missing', error: 'Name the order (orderId).' };
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
      code: 'carrier-invalid',
      error: 'Enter the carrier (at most 60 characters).',
      params: { max: 60 },
    };
    expect(parseShipment({ carrier: 42, trackingNumber: '1Z999' })).toEqual(carrierError);
    expect(parseShipment(null)).toEqual(carrierError);
    expect(parseShipment({ carrier: 'UPS', trackingNumber: '1Z 999!' })).toEqual({
      ok: false,
      status: 400,
      code: 'tracking-number-invalid',
      error: 'Enter the tracking number: letters and digits, spaces or dashes between, at most 40.',
      params: { max: 40 },
    });
  });
});

describe('ship, deliver, cancel: the whole step', () => {
  const UPS = { carrier: 'UPS', trackingNumber: '1Z' };

  it('marks as a correction shipping again an order that has a shipment, or is shipped', () => {
    const partly = anOrder({ status: 'partially-refunded', shipment: UPS, refunds: LINES_1_AND_2 });
    expect(allowedValue(ship(ORDER_ID, partly, UPS, ADMIN, NOW)).history).toMatchObject({ correction: true });
    expect(
      allowedValue(ship(ORDER_ID, anOrder({ status: 'shipped' }), UPS, ADMIN, NOW)).history,
    ).toMatchObject({
      correction: true,
    });
  });

  it('delivers: delivered, no stock moves, and the shopper is told', () => {
    expect(
      allowedValue(deliver(ORDER_ID, anOrder({ status: 'shipped', shipment: UPS }), ADMIN, NOW)),
    ).toEqual({
      status: 'delivered',
      hold: 'sold',
      fields: { status: 'delivered', deliveredAt: NOW },
      stockBack: [],
      stockTake: [],
      ...byTheShop({ event: 'delivered', status: 'delivered', at: NOW }),
      notice: {
        id: `order-${ORDER_ID}-delivered`,
        title: 'Order a1b2c3d4 was delivered',
        body: 'Enjoy it! The receipt stays on the order page.',
        key: 'delivered',
        params: { order: 'a1b2c3d4' },
      },
    });
  });

  it('cancels: the hold released, its units back, and the shopper is told nothing was charged', () => {
    expect(allowedValue(cancel(ORDER_ID, anOrder({ status: 'pending', hold: 'held' }), ADMIN, NOW))).toEqual({
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
        id: `order-${ORDER_ID}-cancelled`,
        title: 'Order a1b2c3d4 was cancelled',
        body: 'It was not paid and will not be. Nothing was charged.',
        key: 'cancelled-unpaid',
        params: { order: 'a1b2c3d4' },
      },
    });
  });

  it('cancels an order that never had a hold without giving it one', () => {
    const step = allowedValue(cancel(ORDER_ID, anOrder({ status: 'expired', hold: undefined }), ADMIN, NOW));
    expect(step.hold).toBeUndefined();
    expect(step.fields).toEqual({ status: 'cancelled', cancelledAt: NOW });
  });
});
