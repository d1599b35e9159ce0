// `npm run orders:private-operators` on the Firestore emulator: an order the desk changed before
// operators were made private stops naming the admin to its shopper, and the admin is kept in
// the order's audit record.
import { describe, expect, it } from 'vitest';

import { makeOperatorsPrivate } from '../../functions/src/orders/private-operators';
import { adminFirestore } from '../../scripts/lib/admin-firestore';

const db = adminFirestore();
const ADMIN = { uid: 'demo-admin', email: 'admin@eshop.test' };

describe('making operators private on orders written before', () => {
  it('moves each name to the audit record, once', async () => {
    const ref = db.collection('Orders').doc(`old-order-${Date.now()}`);
    await ref.set({
      uid: 'a-shopper',
      status: 'shipped',
      total: 20,
      lines: [{ id: 1001, quantity: 1, unitPrice: 10 }],
      history: [
        { event: 'placed', status: 'pending', at: 1, by: null },
        { event: 'shipped', status: 'shipped', at: 2, by: ADMIN, carrier: 'DHL', trackingNumber: 'T1' },
      ],
      refunds: { re_1: { amount: 5, lines: [], at: 3, restock: false, by: ADMIN } },
    });

    const first = await makeOperatorsPrivate(db);
    expect(first.rewritten).toBeGreaterThanOrEqual(1);
    const order = (await ref.get()).data() ?? {};
    expect(JSON.stringify(order)).not.toContain(ADMIN.email);
    expect((order.history as { by: unknown }[]).map((entry) => entry.by)).toEqual([null, 'E-Shop']);
    expect(order.refunds).toEqual({ re_1: { amount: 5, lines: [], at: 3, restock: false } });
    const audit = (await ref.collection('audit').get()).docs.map((doc) => doc.data());
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'shipped', by: ADMIN, at: 2, orderId: ref.id }),
        expect.objectContaining({ event: 'refunded', by: ADMIN, refundId: 're_1', orderId: ref.id }),
      ]),
    );
    expect(audit).toHaveLength(2);

    // Again: nothing left to move, nothing written twice.
    await makeOperatorsPrivate(db);
    expect((await ref.collection('audit').get()).size).toBe(2);
  });
});
