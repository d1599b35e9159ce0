import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { SHOP_NAME } from '@/domain/refund-choice';
import { ADMIN, anOrder, ORDER_ID } from './desk-order.fixtures';
import { namesOperators, withoutOperators } from './private-operators';

/** An order the desk shipped and refunded before operators were made private. */
const written = () =>
  anOrder({
    status: 'refunded',
    history: [
      { event: 'placed', status: 'pending', at: 1, by: null },
      { event: 'shipped', status: 'shipped', at: 2, by: ADMIN, carrier: 'DHL', trackingNumber: 'T1' },
      { event: 'refunded', status: 'refunded', at: 3, by: ADMIN, refundId: 're_1', amount: 5 },
    ],
    refunds: { re_1: { amount: 5, lines: [], at: 3, restock: true, by: ADMIN }, re_2: { at: 4, by: ADMIN } },
  } as never);

describe('an order written before operators were made private', () => {
  it('names them where its shopper reads it; one written since does not', () => {
    expect(namesOperators(written())).toBe(true);
    expect(
      namesOperators(anOrder({ history: [{ event: 'shipped', status: 'shipped', by: SHOP_NAME }] } as never)),
    ).toBe(false);
  });

  it("keeps the shop's name in its history and none on its refunds, each operator moved to an audit entry", () => {
    const { history, refunds, audits } = withoutOperators(ORDER_ID, written());
    expect(history.map((entry) => entry.by)).toEqual([null, SHOP_NAME, SHOP_NAME]);
    expect(history[1]).toMatchObject({ carrier: 'DHL', trackingNumber: 'T1', at: 2 });
    expect(refunds).toEqual({
      'refunds.re_1.by': FieldValue.delete(),
      'refunds.re_2.by': FieldValue.delete(),
    });
    expect(audits).toEqual([
      expect.objectContaining({ event: 'shipped', at: 2, by: ADMIN, orderId: ORDER_ID, carrier: 'DHL' }),
      expect.objectContaining({ event: 'refunded', at: 3, by: ADMIN, refundId: 're_1', orderId: ORDER_ID }),
      // A refund whose history entry is gone still has its operator kept.
      expect.objectContaining({ event: 'refunded', at: 4, by: ADMIN, refundId: 're_2', orderId: ORDER_ID }),
    ]);
    expect(namesOperators({ history, refunds: { re_1: {}, re_2: {} } })).toBe(false);
  });
});
