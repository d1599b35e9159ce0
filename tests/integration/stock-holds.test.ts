import { signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { auth } from '@/lib/firebase-auth';

import {
  expireSessionsDueWithin,
  cancelAtStandin,
  cancelCheckout,
  cartOf,
  checkout,
  deliver,
  failSessionsFor,
  idTokenFor,
  orderOf,
  pauseWebhooks,
  payAtStandin,
  sessionEvent,
  sessionsFor,
  stockOf,
  sweepHolds,
} from '../../scripts/lib/shop-client';
import { writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import { aBilling, aProduct } from '../support/factories';
import { DEMO_SHOPPER, resetWith, signInAs } from '../support/emulators';

/*
 * Stock held during checkout and payments taken once, through the running emulators and the
 * Stripe stand-in: holds made with the order, released by expiry, Cancel and the sweep, turned
 * into sales by payment; a payment that finds its units gone, or pays a replaced session, is
 * flagged for review, never silently oversold or dropped.
 */
const speaker = aProduct({ id: 201, title: 'Desk Speaker', price: 50, stock: 3 });
const lastOne = aProduct({ id: 202, title: 'Last Tablet', price: 400, stock: 1 });
const billing = aBilling();
const SPEAKER_TOTAL = (n: number) => (50 * n + 10) * 100;
const HOLD_SECONDS = 32 * 60;

let token: string;
let other: string;

describe('stock held during checkout', () => {
  beforeEach(async () => {
    await resetWith([speaker, lastOne]);
    token = await (await signInAs(DEMO_SHOPPER)).getIdToken();
    other = await idTokenFor('second.shopper@eshop.test', 'Second#2026');
  });
  afterEach(async () => {
    await pauseWebhooks(false);
    await signOut(auth);
  });

  it('takes the units off the stock when the order is made, so the next shopper sees what is left', async () => {
    const first = await checkout({ products: cartOf({ id: speaker.id, quantity: 2 }), billing }, { token });
    expect(first.status).toBe(200);
    expect(await stockOf(speaker.id)).toBe(1);
    expect(await orderOf(first.body.orderId ?? '')).toMatchObject({ status: 'pending', hold: 'held' });

    const second = await checkout(
      { products: cartOf({ id: speaker.id, quantity: 2 }), billing },
      { token: other },
    );
    expect(second).toEqual({
      status: 409,
      body: {
        error: 'Only 1 of Desk Speaker left.',
        code: 'stock-short',
        productId: speaker.id,
        available: 1,
      },
    });
  });

  it('sends exactly one of two shoppers racing for the last unit to pay', async () => {
    const answers = await Promise.all(
      [token, other].map((caller) =>
        checkout({ products: cartOf({ id: lastOne.id, quantity: 1 }), billing }, { token: caller }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(lastOne.id)).toBe(0);
  });

  it('gives Stripe a session that closes when the hold ends, and gives the units back when it does', async () => {
    const answer = await checkout({ products: cartOf({ id: speaker.id, quantity: 2 }), billing }, { token });
    const orderId = answer.body.orderId ?? '';
    const [call] = await sessionsFor(orderId);
    const expiresIn = Number(call?.params.expires_at) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(30 * 60);
    expect(expiresIn).toBeLessThanOrEqual(HOLD_SECONDS);

    await expireSessionsDueWithin(HOLD_SECONDS + 1);
    await expect.poll(async () => (await orderOf(orderId))?.status, { timeout: 15_000 }).toBe('expired');
    expect(await stockOf(speaker.id)).toBe(3);
    expect(await orderOf(orderId)).toMatchObject({ hold: 'released' });
  });

  it('releases the hold at once when the shopper comes back through Cancel', async () => {
    const answer = await checkout({ products: cartOf({ id: speaker.id, quantity: 3 }), billing }, { token });
    const orderId = answer.body.orderId ?? '';
    expect(await stockOf(speaker.id)).toBe(0);
    const back = await cancelAtStandin(answer.body.url ?? '');

    expect(await cancelCheckout(orderId, token, back)).toEqual({ status: 200, body: { status: 'expired' } });
    expect(await stockOf(speaker.id)).toBe(3);
    expect(await cancelCheckout(orderId, token, back)).toEqual({ status: 200, body: { status: 'expired' } });
    expect(await stockOf(speaker.id)).toBe(3);
    // The session is closed: it can no longer be paid.
    expect(await payAtStandin(answer.body.url ?? '')).toBe(409);
    expect(await cancelCheckout(orderId, other, back)).toMatchObject({ status: 404 });
  });

  it('gives the units back in the same request when the payment page could not be made', async () => {
    await failSessionsFor(billing.email, true);
    try {
      const answer = await checkout(
        { products: cartOf({ id: speaker.id, quantity: 1 }), billing },
        { token },
      );
      expect(answer.status).toBe(502);
    } finally {
      await failSessionsFor(billing.email, false);
    }
    // Not 30 minutes later at the sweep: nothing is left for it.
    expect(await stockOf(speaker.id)).toBe(3);
    expect(await sweepHolds(Date.now() + (HOLD_SECONDS + 6 * 60) * 1000)).toEqual({
      released: 0,
      paid: 0,
      left: 0,
      stranded: 0,
    });
  });

  it('releases a stale hold behind more held orders than a page that it may not release', async () => {
    // Orders in review keep their hold for the operator: 210 of them, all older than the
    // shopper's, once filled every page the sweep read and no later hold was ever released.
    const longAgo = new Date(Date.now() - 24 * 3600_000);
    await writeDocuments(
      Array.from({ length: 210 }, (_, at) => ({
        path: `Orders/in-review-${String(at).padStart(3, '0')}`,
        data: {
          uid: 'someone-else',
          status: 'needs-review',
          hold: 'held',
          holdExpiresAt: longAgo,
          sessionId: null,
          lines: [
            { id: lastOne.id, title: lastOne.title, variant: 'Jet Black', quantity: 1, unitPrice: 400 },
          ],
        },
      })),
    );
    const answer = await checkout({ products: cartOf({ id: speaker.id, quantity: 2 }), billing }, { token });
    expect(answer.status).toBe(200);
    expect(await stockOf(speaker.id)).toBe(1);

    expect(await sweepHolds(Date.now() + (HOLD_SECONDS + 6 * 60) * 1000)).toEqual({
      released: 1,
      paid: 0,
      left: 0,
      stranded: 0,
    });
    expect(await orderOf(answer.body.orderId ?? '')).toMatchObject({ status: 'expired', hold: 'released' });
    expect(await stockOf(speaker.id)).toBe(3);
    expect(await orderOf('in-review-000')).toMatchObject({ status: 'needs-review', hold: 'held' });
  });

  it('gives back a hold whose session Stripe does not know a day after it ended, and flags it for the desk', async () => {
    // Made with test keys, swept after the shop switched to live ones: Stripe answers 404 for it.
    const order = (hoursPastItsEnd: number) => ({
      uid: 'someone-else',
      status: 'pending',
      hold: 'held',
      holdExpiresAt: new Date(Date.now() - hoursPastItsEnd * 3600_000),
      sessionId: `cs_test_from_other_keys_${hoursPastItsEnd}`,
      total: 60,
      lines: [{ id: speaker.id, title: speaker.title, variant: 'Black', quantity: 1, unitPrice: 50 }],
      history: [{ event: 'placed', status: 'pending', at: new Date(0) }],
    });
    await writeDocuments([
      { path: 'Orders/stranded-day-old', data: order(25) },
      { path: 'Orders/stranded-hour-old', data: order(1) },
      { path: `Products/${speaker.id}`, data: { ...speaker, stock: 1 } },
    ]);
    expect(await sweepHolds(Date.now())).toEqual({ released: 0, paid: 0, left: 1, stranded: 1 });
    const stranded = await orderOf('stranded-day-old');
    expect(stranded).toMatchObject({ status: 'expired', hold: 'released' });
    expect(String(stranded?.strandedReason)).toContain("Check the payment in Stripe's dashboard");
    expect(await stockOf(speaker.id)).toBe(2);
    // An hour past its end, Stripe is asked again on the next run.
    expect(await orderOf('stranded-hour-old')).toMatchObject({ status: 'pending', hold: 'held' });
  });

  it('flags a payment that arrives after its hold ran out and its units were sold to someone else', async () => {
    const late = await checkout({ products: cartOf({ id: lastOne.id, quantity: 1 }), billing }, { token });
    const lateOrder = late.body.orderId ?? '';
    await expireSessionsDueWithin(HOLD_SECONDS + 1);
    await expect.poll(async () => (await orderOf(lateOrder))?.status, { timeout: 15_000 }).toBe('expired');

    const next = await checkout(
      { products: cartOf({ id: lastOne.id, quantity: 1 }), billing },
      { token: other },
    );
    expect(next.status).toBe(200);
    expect(await stockOf(lastOne.id)).toBe(0);

    // Stripe's confirmation of the first session, sent before the expiry but arriving after it.
    expect(await deliver(sessionEvent(lateOrder, late.body.id ?? '', 41_000))).toBe(200);
    expect(await orderOf(lateOrder)).toMatchObject({
      status: 'needs-review',
      reviewReason: 'Paid after its hold ran out: only 0 of Last Tablet left.',
    });
    expect(await stockOf(lastOne.id)).toBe(0);
  });

  it('sells a late payment whose units are still there', async () => {
    const late = await checkout({ products: cartOf({ id: speaker.id, quantity: 2 }), billing }, { token });
    const orderId = late.body.orderId ?? '';
    await expireSessionsDueWithin(HOLD_SECONDS + 1);
    await expect.poll(async () => (await orderOf(orderId))?.status, { timeout: 15_000 }).toBe('expired');
    expect(await stockOf(speaker.id)).toBe(3);

    expect(await deliver(sessionEvent(orderId, late.body.id ?? '', SPEAKER_TOTAL(2)))).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', hold: 'sold' });
    expect(await stockOf(speaker.id)).toBe(1);
  });
});

describe('a payment taken once', () => {
  beforeEach(async () => {
    await resetWith([speaker, lastOne]);
    token = await (await signInAs(DEMO_SHOPPER)).getIdToken();
  });
  afterEach(async () => {
    await pauseWebhooks(false);
    await signOut(auth);
  });

  it('answers 409 with the status for an order whose session was paid before its confirmation arrived', async () => {
    const body = { products: cartOf({ id: speaker.id, quantity: 1 }), billing };
    const first = await checkout(body, { token, key: 'paid-before-confirm' });
    const orderId = first.body.orderId ?? '';
    await pauseWebhooks(true);
    expect(await payAtStandin(first.body.url ?? '')).toBe(303);
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending' });

    // Back into the restored checkout: the same request, the same Idempotency-Key.
    const again = await checkout(body, { token, key: 'paid-before-confirm' });
    expect(again).toEqual({
      status: 409,
      body: { error: 'This order has already been paid.', code: 'already-paid', orderId, status: 'pending' },
    });
    expect(await sessionsFor(orderId)).toHaveLength(1);

    await pauseWebhooks(false);
    await expect.poll(async () => (await orderOf(orderId))?.status, { timeout: 15_000 }).toBe('paid');
    expect((await checkout(body, { token, key: 'paid-before-confirm' })).body).toEqual({
      error: 'This order has already been paid.',
      code: 'already-paid',
      orderId,
      status: 'paid',
    });
    expect(await stockOf(speaker.id)).toBe(2);
  });

  it('records a payment for a session that is no longer the order’s as a second payment to refund', async () => {
    const body = { products: cartOf({ id: speaker.id, quantity: 1 }), billing };
    const first = await checkout(body, { token, key: 'replaced-session' });
    const orderId = first.body.orderId ?? '';
    await expireSessionsDueWithin(HOLD_SECONDS + 1);
    await expect.poll(async () => (await orderOf(orderId))?.status, { timeout: 15_000 }).toBe('expired');
    const second = await checkout(body, { token, key: 'replaced-session' });
    expect(second.body.id).not.toBe(first.body.id);
    expect(await payAtStandin(second.body.url ?? '')).toBe(303);
    await expect.poll(async () => (await orderOf(orderId))?.status, { timeout: 15_000 }).toBe('paid');

    const stray = sessionEvent(orderId, first.body.id ?? '', SPEAKER_TOTAL(1));
    expect(await Promise.all([deliver(stray), deliver(stray)])).toEqual([200, 200]);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'needs-review',
      strayPayments: [first.body.id],
      reviewReason: `A second payment (${first.body.id}) arrived for this order: refund it.`,
    });
    expect(await stockOf(speaker.id)).toBe(2);
  });

  it('keeps a paid order paid when its session’s expiry arrives after the payment', async () => {
    const answer = await checkout({ products: cartOf({ id: speaker.id, quantity: 1 }), billing }, { token });
    const orderId = answer.body.orderId ?? '';
    const sessionId = answer.body.id ?? '';
    expect(await deliver(sessionEvent(orderId, sessionId, SPEAKER_TOTAL(1)))).toBe(200);
    expect(await deliver(sessionEvent(orderId, sessionId, 0, 'checkout.session.expired'))).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', hold: 'sold' });
    expect(await stockOf(speaker.id)).toBe(2);
  });
});
