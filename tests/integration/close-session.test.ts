import { signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { auth } from '@/lib/firebase-auth';

import type { StoredOrder } from '../../functions/src/orders/order-store';
import { releaseSession } from '../../functions/src/payments/close-session';
import { adminFirestore } from '../../scripts/lib/admin-firestore';
import {
  cartOf,
  checkout,
  orderOf,
  pauseWebhooks,
  standinStripe,
  stockOf,
} from '../../scripts/lib/shop-client';
import { aBilling, aProduct } from '../support/factories';
import { DEMO_SHOPPER, resetWith, signInAs } from '../support/emulators';

/*
 * Closing a checkout (functions/src/payments/close-session.ts) as the account's next checkout does,
 * called directly with the functions' own firebase-admin on the Firestore emulator and the real
 * stripe SDK on the stand-in: the races between requests that the chaos suite found, made
 * deterministic by handing it the order as read at the wrong moment.
 */
const db = adminFirestore();
const stripe = standinStripe();

const speaker = aProduct({ id: 301, title: 'Shelf Speaker', price: 80, stock: 3 });

let token: string;

describe('closing an earlier checkout', () => {
  beforeEach(async () => {
    await resetWith([speaker]);
    token = await (await signInAs(DEMO_SHOPPER)).getIdToken();
  });
  afterEach(async () => {
    await pauseWebhooks(false);
    await signOut(auth);
  });

  it('closes an order read before its request saved its session, with that session, and gives its units back', async () => {
    const answer = await checkout(
      { products: cartOf({ id: speaker.id, quantity: 2 }), billing: aBilling() },
      { token },
    );
    expect(answer.status).toBe(200);
    const orderId = answer.body.orderId ?? '';
    const stored = (await db.doc(`Orders/${orderId}`).get()).data() as StoredOrder;
    expect(stored.sessionId).toBe(answer.body.id);
    expect(await stockOf(speaker.id)).toBe(1);

    // The account's next checkout found it open a moment before its own request saved the session.
    const readEarlier: StoredOrder = { ...stored, sessionId: null };
    expect(await releaseSession(stripe, db, orderId, readEarlier)).toBe(true);

    expect(await orderOf(orderId)).toMatchObject({ status: 'expired' });
    expect(await stockOf(speaker.id)).toBe(3);
    // Its payment page can no longer be paid.
    expect((await stripe.checkout.sessions.retrieve(answer.body.id ?? '')).status).toBe('expired');
  });

  it('leaves the release to the call that expired the session early, though its own write marks the order', async () => {
    const answer = await checkout(
      { products: cartOf({ id: speaker.id, quantity: 1 }), billing: aBilling() },
      { token },
    );
    const orderId = answer.body.orderId ?? '';
    const stored = (await db.doc(`Orders/${orderId}`).get()).data() as StoredOrder;
    // Another call (the account's other checkout) expired the session; its webhook has not come.
    await pauseWebhooks(true);
    await stripe.checkout.sessions.expire(answer.body.id ?? '');

    expect(await releaseSession(stripe, db, orderId, stored)).toBe(false);
    expect(await orderOf(orderId)).toMatchObject({ status: 'expired', hold: 'released' });
    expect(await stockOf(speaker.id)).toBe(3);
  });

  it('leaves an order its own request opened again meanwhile: that is a new checkout', async () => {
    const answer = await checkout(
      { products: cartOf({ id: speaker.id, quantity: 1 }), billing: aBilling() },
      { token },
    );
    const orderId = answer.body.orderId ?? '';
    const stored = (await db.doc(`Orders/${orderId}`).get()).data() as StoredOrder;
    // Read on an attempt before this one.
    const readEarlier: StoredOrder = {
      ...stored,
      sessionId: null,
      sessionAttempt: stored.sessionAttempt - 1,
    };
    expect(await releaseSession(stripe, db, orderId, readEarlier)).toBe(false);

    expect(await orderOf(orderId)).toMatchObject({
      status: 'pending',
      hold: 'held',
      sessionId: answer.body.id,
    });
    expect((await stripe.checkout.sessions.retrieve(answer.body.id ?? '')).status).toBe('open');
  });
});
