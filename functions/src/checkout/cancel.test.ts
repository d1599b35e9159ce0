import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';

import { cancelCheckout, type CancelDeps } from './cancel';

const ORDER_ID = 'a'.repeat(32);
const TOKEN = '0123456789abcdef0123456789abcdef';
const OTHER_TOKEN = 'fedcba9876543210fedcba9876543210';

const nothingToCancel = {
  status: 404,
  body: { error: 'There is no checkout of yours to cancel for this link.', code: 'nothing-to-cancel' },
};

/**
 * Dependencies holding one order, read only: Stripe and every write fail the test if reached, so
 * an answer given here released nothing.
 */
function holding(order: Record<string, unknown> | undefined, caller = 'shopper-1'): CancelDeps {
  const get = vi.fn((id: string) => Promise.resolve({ data: () => (id === ORDER_ID ? order : undefined) }));
  const db = {
    collection: (name: string) => {
      expect(name).toBe('Orders');
      return { doc: (id: string) => ({ get: () => get(id) }) };
    },
    runTransaction: () => expect.unreachable('the order was written'),
  };
  return {
    db: db as unknown as Firestore,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    stripe: new Proxy({}, { get: () => expect.unreachable('Stripe was asked') }) as Stripe,
    verifyIdToken: () => Promise.resolve({ uid: caller }),
  };
}

const pending = { uid: 'shopper-1', status: 'pending', sessionId: 'cs_test_1', cancelToken: TOKEN };
const cancel = (body: unknown, deps: CancelDeps) =>
  cancelCheckout({ authorization: 'Bearer id-token', body }, deps);

describe('cancelCheckout releases nothing without the checkout’s own cancel link', () => {
  it('for a bare link: the order without its token', async () => {
    expect(await cancel({ orderId: ORDER_ID }, holding(pending))).toEqual(nothingToCancel);
  });

  it('for another attempt’s token, or one not shaped as the shop makes them', async () => {
    expect(await cancel({ orderId: ORDER_ID, token: OTHER_TOKEN }, holding(pending))).toEqual(
      nothingToCancel,
    );
    expect(await cancel({ orderId: ORDER_ID, token: 'x' }, holding(pending))).toEqual(nothingToCancel);
    expect(await cancel({ orderId: 'order-1', token: TOKEN }, holding(pending))).toEqual(nothingToCancel);
    expect(await cancel(null, holding(pending))).toEqual(nothingToCancel);
  });

  it('for another shopper’s order, even with its token, and for an order that is not there', async () => {
    expect(await cancel({ orderId: ORDER_ID, token: TOKEN }, holding(pending, 'shopper-2'))).toEqual(
      nothingToCancel,
    );
    expect(await cancel({ orderId: ORDER_ID, token: TOKEN }, holding(undefined))).toEqual(nothingToCancel);
  });

  it('for an order made before cancel tokens existed', async () => {
    const { cancelToken: _none, ...older } = pending;
    expect(await cancel({ orderId: ORDER_ID, token: TOKEN }, holding(older))).toEqual(nothingToCancel);
  });

  it('answers the status of an order the link proves but that is no longer pending, touching nothing', async () => {
    expect(
      await cancel({ orderId: ORDER_ID, token: TOKEN }, holding({ ...pending, status: 'paid' })),
    ).toEqual({
      status: 200,
      body: { status: 'paid' },
    });
  });

  it('asks a caller who is not signed in to sign in', async () => {
    const deps = { ...holding(pending), verifyIdToken: () => Promise.reject(new Error('bad token')) };
    expect((await cancel({ orderId: ORDER_ID, token: TOKEN }, deps)).status).toBe(401);
  });
});
