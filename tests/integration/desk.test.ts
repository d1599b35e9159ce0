import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { listDocuments, readDocument, writeDocuments } from '../../scripts/lib/emulator-rest.mjs';
import {
  cartOf,
  checkout,
  deliver,
  deskAction as desk,
  idTokenFor,
  orderOf,
  pauseWebhooks,
  payAtStandin,
  sessionEvent,
  SITE,
  standinStripe,
  STANDIN,
  stockOf,
} from '../../scripts/lib/shop-client';
import { aBilling, aProduct } from '../support/factories';
import { DEMO_ADMIN, DEMO_SHOPPER, resetWith } from '../support/emulators';

/*
 * The operator's desk as the browser reaches it: POST /api/desk/<action> through the
 * Hosting rewrite of the running emulators, the functions using the real `stripe` SDK against the
 * local Stripe stand-in, which refunds and sends `charge.refunded` to the webhook as Stripe does.
 */
const headphones = aProduct({ id: 301, title: 'Studio Headphones', price: 199.99, stock: 5 });
const phone = aProduct({ id: 302, title: 'Pocket Phone', price: 649.5, stock: 3 });
const billing = aBilling();

interface HistoryEntry {
  event: string;
  status: string;
  at?: string;
  by?: string | null;
  [detail: string]: unknown;
}

const historyOf = async (orderId: string) => ((await orderOf(orderId))?.history ?? []) as HistoryEntry[];
const noticeOf = (id: string) => readDocument(`Users/${DEMO_SHOPPER.uid}/notices/${id}`);

const BY_ADA = { uid: DEMO_ADMIN.uid, email: DEMO_ADMIN.email };
/** Who acted, as the order names it to its shopper (the admin is in its audit record). */
const BY_THE_SHOP = 'E-Shop';

/** Waits for a condition the webhook brings about (it arrives after the answer). */
async function eventually<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface SentEvent {
  id: string;
  type: string;
  payload: string;
}

/** The events the stand-in sent about `charge`. */
const eventsAbout = async (chargeId: string) =>
  ((await (await fetch(`${STANDIN}/_standin/events`)).json()) as SentEvent[]).filter(
    (event) => event.type === 'charge.refunded' && event.payload.includes(chargeId),
  );

/** The stand-in sends one of its events again, unchanged, as Stripe retries a delivery. */
const resend = async (eventId: string) =>
  (
    (await (await fetch(`${STANDIN}/_standin/events/${eventId}/resend`, { method: 'POST' })).json()) as {
      delivered: boolean;
    }
  ).delivered;

/** The id of a Stripe object field, expanded or not. */
const idOf = (field: string | { id: string } | null) =>
  typeof field === 'string' ? field : (field?.id ?? '');

let shopper: string;
let admin: string;

/** The shopper checks out and pays on the stand-in's page; the order is paid when this returns. */
async function paidOrder(lines: { id: number; quantity: number; variant?: string }[]) {
  const answer = await checkout({ products: cartOf(...lines), billing }, { token: shopper });
  expect(answer.status).toBe(200);
  expect(await payAtStandin(answer.body.url ?? '')).toBe(303);
  const orderId = answer.body.orderId ?? '';
  expect(await orderOf(orderId)).toMatchObject({ status: 'paid', hold: 'sold' });
  return { orderId, sessionId: answer.body.id ?? '', url: answer.body.url ?? '' };
}

describe('the operator desk', () => {
  beforeEach(async () => {
    await resetWith([headphones, phone]);
    shopper = await idTokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    admin = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });
  afterEach(() => pauseWebhooks(false));

  describe('refuses every action to anyone but an admin', () => {
    const actions: [string, Record<string, unknown>][] = [
      ['ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }],
      ['deliver', {}],
      ['refund', {}],
      ['cancel', {}],
      ['resolve', { decision: 'fulfil' }],
    ];

    it.each(actions)('%s: 401 signed out or with a forged token, 403 for a shopper', async (action, body) => {
      const { orderId } = await paidOrder([{ id: headphones.id, quantity: 1 }]);
      const before = await orderOf(orderId);
      const signedOut = await desk(action, { orderId, ...body });
      expect(signedOut).toEqual({
        status: 401,
        body: { error: 'Sign in to use the desk.', code: 'sign-in-to-use-desk' },
      });
      expect((await desk(action, { orderId, ...body }, `${shopper.slice(0, -8)}AAAAAAAA`)).status).toBe(401);
      expect(await desk(action, { orderId, ...body }, shopper)).toEqual({
        status: 403,
        body: { error: "The desk is for the shop's admins only.", code: 'admins-only' },
      });
      expect(await orderOf(orderId)).toEqual(before);
      expect(await stockOf(headphones.id)).toBe(4);
    });

    it('answers 405 to anything but POST and 404 to an unknown action', async () => {
      expect((await fetch(`${SITE}/api/desk/ship`)).status).toBe(405);
      expect((await desk('delete', { orderId: 'x' }, admin)).status).toBe(404);
    });

    it('tells an admin, and nobody else, what address and hops the checkout sees of a call', async () => {
      const seen = await desk('address', {}, admin);
      expect(seen.status).toBe(200);
      // Locally the Hosting emulator calls the function itself and passes no address.
      expect(seen.body).toMatchObject({ address: 'unknown', trustedHops: 0, forwardedFor: [] });
      expect((await desk('address', {}, shopper)).status).toBe(403);
    });
  });

  it('ships a paid order with carrier and tracking number, then marks it delivered, each in its history', async () => {
    const { orderId } = await paidOrder([{ id: headphones.id, quantity: 1 }]);
    const shipped = await desk(
      'ship',
      { orderId, carrier: ' UPS ', trackingNumber: '1z999aa10123456784' },
      admin,
    );
    expect(shipped).toEqual({
      status: 200,
      body: {
        orderId,
        status: 'shipped',
        shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
      },
    });
    expect(await orderOf(orderId)).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      event: 'shipped',
      status: 'shipped',
      by: BY_THE_SHOP,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(await noticeOf(`order-${orderId}-shipped`)).toMatchObject({
      kind: 'order-status',
      link: `/orders/${orderId}`,
      orderId,
      status: 'shipped',
      read: false,
      body: 'UPS, tracking number 1Z999AA10123456784.',
      key: 'shipped',
      params: { order: orderId.slice(0, 8), carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });

    const delivered = await desk('deliver', { orderId }, admin);
    expect(delivered).toEqual({ status: 200, body: { orderId, status: 'delivered' } });
    const history = await historyOf(orderId);
    expect(history.map((entry) => entry.event)).toEqual(['placed', 'paid', 'shipped', 'delivered']);
    expect(history.at(-1)).toMatchObject({ status: 'delivered', by: BY_THE_SHOP });
    expect(typeof history.at(-1)?.at).toBe('string'); // a Firestore timestamp
    expect(await noticeOf(`order-${orderId}-paid`)).toMatchObject({ kind: 'order-status', status: 'paid' });
    expect(await noticeOf(`order-${orderId}-delivered`)).toMatchObject({ status: 'delivered' });

    // Delivered is the end of shipping: neither again.
    expect((await desk('deliver', { orderId }, admin)).status).toBe(409);
    expect((await desk('ship', { orderId, carrier: 'DHL', trackingNumber: '1' }, admin)).status).toBe(409);
  });

  it('refuses to ship an unpaid order, or with a tracking number that is not one', async () => {
    const unpaid = await checkout(
      { products: cartOf({ id: phone.id, quantity: 1 }), billing },
      { token: shopper },
    );
    const orderId = unpaid.body.orderId ?? '';
    expect(await desk('ship', { orderId, carrier: 'UPS', trackingNumber: '1Z' }, admin)).toEqual({
      status: 409,
      body: {
        orderId,
        error: 'Only a paid order can be shipped; this one is pending.',
        code: 'ship-unpaid',
        status: 'pending',
      },
    });
    const paid = await paidOrder([{ id: headphones.id, quantity: 1 }]);
    expect(
      (await desk('ship', { orderId: paid.orderId, carrier: 'UPS', trackingNumber: '<b>' }, admin)).status,
    ).toBe(400);
    expect(
      (await desk('ship', { orderId: 'no-such-order', carrier: 'UPS', trackingNumber: '1' }, admin)).status,
    ).toBe(404);
  });

  it('refunds one line through Stripe: its units back to stock once, however often charge.refunded arrives', async () => {
    const { orderId } = await paidOrder([
      { id: headphones.id, quantity: 2 },
      { id: phone.id, quantity: 1 },
    ]);
    expect([await stockOf(headphones.id), await stockOf(phone.id)]).toEqual([3, 2]);

    const refunded = await desk(
      'refund',
      { orderId, lines: [{ line: 0, quantity: 1 }] },
      admin,
      'refund-key-0001',
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      orderId,
      status: 'partially-refunded',
      refund: { amount: 199.99, lines: [{ line: 0, quantity: 1 }] },
    });
    const refundId = refunded.body.refund?.id ?? '';
    expect(await stockOf(headphones.id)).toBe(4);

    // Stripe's own charge.refunded, then the same event twice more, and a double click.
    const { charge } = await standinStripe().refunds.retrieve(refundId);
    const [event] = await eventually(async () => {
      const found = await eventsAbout(idOf(charge));
      return found.length > 0 && found;
    }, 'the stand-in to send charge.refunded');
    expect(await resend(event?.id ?? '')).toBe(true);
    expect(await deliver(event?.payload ?? '')).toBe(200);
    const again = await desk(
      'refund',
      { orderId, lines: [{ line: 0, quantity: 1 }] },
      admin,
      'refund-key-0001',
    );
    expect(again.body.refund?.id).toBe(refundId);

    expect(await stockOf(headphones.id)).toBe(4);
    expect(await stockOf(phone.id)).toBe(2);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'partially-refunded', refundedAmount: 199.99, hold: 'sold' });
    expect(Object.keys(order?.refunds as object)).toEqual([refundId]);
    const refunds = (await historyOf(orderId)).filter((entry) => entry.event === 'refunded');
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'partially-refunded',
        by: BY_THE_SHOP,
        refundId,
        amount: 199.99,
        lines: [{ line: 0, quantity: 1 }],
      }),
    ]);
    expect(await noticeOf(`order-${orderId}-refund-${refundId}`)).toMatchObject({
      kind: 'order-status',
      status: 'partially-refunded',
      link: `/orders/${orderId}`,
      key: 'partly-refunded',
      params: { order: orderId.slice(0, 8), amount: 199.99 },
    });

    // The rest: everything left, shipping included; the order is refunded and its hold released.
    const rest = await desk('refund', { orderId }, admin);
    expect(rest.body).toMatchObject({
      status: 'refunded',
      refund: {
        amount: 199.99 + 649.5 + 10,
        lines: [
          { line: 0, quantity: 1 },
          { line: 1, quantity: 1 },
        ],
      },
    });
    expect([await stockOf(headphones.id), await stockOf(phone.id)]).toEqual([5, 3]);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'refunded',
      hold: 'released',
      refundedAmount: 1059.48,
    });
    expect(await desk('refund', { orderId }, admin)).toMatchObject({ status: 409 });
  });

  it('applies a refund from charge.refunded alone, once, when only the webhook tells of it', async () => {
    const { orderId, sessionId } = await paidOrder([{ id: phone.id, quantity: 2 }]);
    const stripe = standinStripe();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const refund = await stripe.refunds.create({
      payment_intent: idOf(session.payment_intent),
      amount: 64_950,
      metadata: { orderId, kind: 'order', lines: '0:1', byUid: DEMO_ADMIN.uid, byEmail: DEMO_ADMIN.email },
    });
    await eventually(async () => (await stockOf(phone.id)) === 2, 'the webhook to return the unit');
    const [event] = await eventsAbout(idOf(refund.charge));
    await Promise.all([deliver(event?.payload ?? ''), deliver(event?.payload ?? '')]);
    expect(await stockOf(phone.id)).toBe(2);
    expect(await orderOf(orderId)).toMatchObject({ status: 'partially-refunded', refundedAmount: 649.5 });
    expect((await historyOf(orderId)).filter((entry) => entry.event === 'refunded')).toHaveLength(1);
  });

  it('refuses a refund of more units than are left, and of an order not paid', async () => {
    const { orderId } = await paidOrder([{ id: headphones.id, quantity: 1 }]);
    expect(await desk('refund', { orderId, lines: [{ line: 0, quantity: 2 }] }, admin)).toEqual({
      status: 409,
      body: {
        orderId,
        error: 'Line 0 has only 1 unit(s) left to refund.',
        code: 'refund-quantity-short',
        line: 0,
        left: 1,
        reserved: 0,
      },
    });
    const unpaid = await checkout(
      { products: cartOf({ id: phone.id, quantity: 1 }), billing },
      { token: shopper },
    );
    expect((await desk('refund', { orderId: unpaid.body.orderId }, admin)).status).toBe(409);
    expect(await stockOf(headphones.id)).toBe(4);
  });

  it('cancels an unpaid order: its payment page closes and its units go back to stock', async () => {
    const answer = await checkout(
      { products: cartOf({ id: phone.id, quantity: 2 }), billing },
      { token: shopper },
    );
    const orderId = answer.body.orderId ?? '';
    expect(await stockOf(phone.id)).toBe(1);

    expect(await desk('cancel', { orderId }, admin)).toEqual({
      status: 200,
      body: { orderId, status: 'cancelled' },
    });
    expect(await stockOf(phone.id)).toBe(3);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', hold: 'released' });
    expect((await historyOf(orderId)).map(({ event, status }) => [event, status])).toEqual([
      ['placed', 'pending'],
      ['expired', 'expired'],
      ['cancelled', 'cancelled'],
    ]);
    expect((await historyOf(orderId)).at(-1)?.by).toEqual(BY_THE_SHOP);
    expect(await noticeOf(`order-${orderId}-cancelled`)).toMatchObject({ status: 'cancelled' });
    // The page can no longer be paid, the same checkout is not opened again, and nothing goes back twice.
    expect(await payAtStandin(answer.body.url ?? '')).toBe(409);
    expect((await desk('cancel', { orderId }, admin)).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the stand-in's expiry webhook
    expect(await stockOf(phone.id)).toBe(3);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses to cancel a paid order: that is a refund', async () => {
    const { orderId } = await paidOrder([{ id: headphones.id, quantity: 1 }]);
    expect(await desk('cancel', { orderId }, admin)).toEqual({
      status: 409,
      body: {
        orderId,
        status: 'paid',
        error: 'Only an unpaid order can be cancelled; this one is paid. Refund it instead.',
        code: 'cancel-paid',
      },
    });
  });

  it('resolves a payment of the wrong amount by fulfilling it: paid, its held units sold', async () => {
    const answer = await checkout(
      { products: cartOf({ id: headphones.id, quantity: 2 }), billing },
      { token: shopper },
    );
    const orderId = answer.body.orderId ?? '';
    expect(await deliver(sessionEvent(orderId, answer.body.id ?? '', 100))).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'needs-review', hold: 'held' });
    expect(await noticeOf(`order-${orderId}-needs-review`)).toMatchObject({ status: 'needs-review' });
    expect((await desk('refund', { orderId }, admin)).body.error).toBe(
      'This order needs review: resolve it instead.',
    );

    expect(await desk('resolve', { orderId, decision: 'fulfil' }, admin)).toEqual({
      status: 200,
      body: { orderId, status: 'paid', decision: 'fulfil' },
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', hold: 'sold' });
    expect(await stockOf(headphones.id)).toBe(3);
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      event: 'review-resolved',
      status: 'paid',
      decision: 'fulfil',
      by: BY_THE_SHOP,
    });
    expect((await desk('resolve', { orderId, decision: 'fulfil' }, admin)).status).toBe(409);
  });

  it('resolves a needs-review order by refunding it in full through Stripe: its units back', async () => {
    const answer = await checkout(
      { products: cartOf({ id: phone.id, quantity: 1 }), billing },
      { token: shopper },
    );
    const orderId = answer.body.orderId ?? '';
    // Paid on Stripe's page, but the shop is told of another amount first.
    await pauseWebhooks(true);
    expect(await payAtStandin(answer.body.url ?? '')).toBe(303);
    expect(await deliver(sessionEvent(orderId, answer.body.id ?? '', 50_000))).toBe(200);
    await pauseWebhooks(false);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'needs-review',
      hold: 'held',
      paidAmount: 50_000,
    });
    expect(await stockOf(phone.id)).toBe(2);

    const resolved = await desk('resolve', { orderId, decision: 'refund' }, admin);
    expect(resolved).toEqual({ status: 200, body: { orderId, status: 'refunded', decision: 'refund' } });
    expect(await stockOf(phone.id)).toBe(3);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'refunded', hold: 'released', refundedAmount: 500 });
    expect((await historyOf(orderId)).at(-1)).toMatchObject({
      event: 'refunded',
      status: 'refunded',
      by: BY_THE_SHOP,
      resolvedReview: 'refund',
    });
  });

  it('refuses to resolve an order that is not in review, and a decision it does not know', async () => {
    const { orderId } = await paidOrder([{ id: headphones.id, quantity: 1 }]);
    expect((await desk('resolve', { orderId, decision: 'fulfil' }, admin)).status).toBe(409);
    expect((await desk('resolve', { orderId, decision: 'shrug' }, admin)).status).toBe(400);
  });
});

describe('a product the operator hid', () => {
  beforeEach(async () => {
    await resetWith([headphones, phone]);
    shopper = await idTokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  });

  it('cannot be bought', async () => {
    await writeDocuments([
      {
        path: `Products/${phone.id}`,
        data: { ...phone, hidden: true, createdAt: new Date(phone.createdAt), updatedAt: new Date() },
      },
    ]);
    const answer = await checkout(
      { products: cartOf({ id: phone.id, quantity: 1 }), billing },
      { token: shopper },
    );
    expect(answer).toEqual({
      status: 400,
      body: { error: `Product ${phone.id} is not sold.`, code: 'not-sold', productId: phone.id },
    });
    expect(await stockOf(phone.id)).toBe(3);
  });
});

describe('refunds that add up', () => {
  beforeEach(async () => {
    await resetWith([headphones, phone]);
    shopper = await idTokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    admin = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  /** Units of line `line` the order records as refunded. */
  const unitsRefunded = (order: Record<string, unknown> | null | undefined, line: number) =>
    Object.values((order?.refunds ?? {}) as Record<string, { lines: { line: number; quantity: number }[] }>)
      .flatMap((refund) => refund.lines)
      .filter((refunded) => refunded.line === line)
      .reduce((sum, refunded) => sum + refunded.quantity, 0);

  /** Cents Stripe gave back of the order's payment (every refund made, whatever the order recorded). */
  async function centsGivenBack(sessionId: string) {
    const stripe = standinStripe();
    const intent = idOf((await stripe.checkout.sessions.retrieve(sessionId)).payment_intent);
    const { data } = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
    return data.reduce((sum, refund) => sum + refund.amount, 0);
  }

  it('two refunds of one line sent at once never give back more than was bought', async () => {
    const { orderId, sessionId } = await paidOrder([
      { id: headphones.id, quantity: 1 },
      { id: phone.id, quantity: 1 },
    ]);
    const answers = await Promise.all(
      ['race-key-0001', 'race-key-0002'].map((key) =>
        desk('refund', { orderId, lines: [{ line: 0, quantity: 1 }] }, admin, key),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error).toMatch(
      /^Line 0 has only 0 unit\(s\) left to refund/,
    );
    const order = await orderOf(orderId);
    expect(unitsRefunded(order, 0)).toBe(1);
    expect(order).toMatchObject({ status: 'partially-refunded', refundedAmount: 199.99 });
    expect(await centsGivenBack(sessionId)).toBe(19_999);
    expect(await stockOf(headphones.id)).toBe(5);
    expect(order?.pendingRefunds ?? {}).toEqual({});
  });

  it('keeps a delivered unit off sale when refunded with the default, and restocks only when asked', async () => {
    const { orderId } = await paidOrder([{ id: headphones.id, quantity: 2 }]);
    expect((await desk('ship', { orderId, carrier: 'UPS', trackingNumber: '1Z1' }, admin)).status).toBe(200);
    expect((await desk('deliver', { orderId }, admin)).status).toBe(200);
    expect(await stockOf(headphones.id)).toBe(3);

    const kept = await desk('refund', { orderId, lines: [{ line: 0, quantity: 1 }] }, admin, 'kept-key-01');
    // The customer still has the unit: it is not for sale again.
    expect(await stockOf(headphones.id)).toBe(3);
    expect(kept).toMatchObject({
      status: 200,
      body: { status: 'partially-refunded', refund: { restock: false } },
    });

    const back = await desk('refund', { orderId, restock: true }, admin, 'back-key-01');
    expect(back).toMatchObject({ status: 200, body: { status: 'refunded', refund: { restock: true } } });
    expect(await stockOf(headphones.id)).toBe(4);
    expect((await desk('refund', { orderId, restock: 'yes' }, admin)).status).toBe(409);
  });

  it('puts refunded units back on sale by default before the order ships', async () => {
    const { orderId } = await paidOrder([{ id: headphones.id, quantity: 1 }]);
    const refunded = await desk('refund', { orderId }, admin);
    expect(refunded).toMatchObject({ status: 200, body: { refund: { restock: true } } });
    expect(await stockOf(headphones.id)).toBe(5);
  });
});

describe('operators stay private', () => {
  beforeEach(async () => {
    await resetWith([headphones, phone]);
    shopper = await idTokenFor(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    admin = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  it('names the shop on the order the shopper reads; who did what is kept in its audit record', async () => {
    const { orderId } = await paidOrder([{ id: headphones.id, quantity: 2 }]);
    await desk('ship', { orderId, carrier: 'UPS', trackingNumber: '1Z1' }, admin);
    await desk('refund', { orderId, lines: [{ line: 0, quantity: 1 }] }, admin);
    const order = JSON.stringify(await orderOf(orderId));
    expect(order).not.toContain(DEMO_ADMIN.uid);
    expect(order).not.toContain(DEMO_ADMIN.email);
    expect((await historyOf(orderId)).slice(-2)).toEqual([
      expect.objectContaining({ event: 'shipped', by: 'E-Shop' }),
      expect.objectContaining({ event: 'refunded', by: 'E-Shop' }),
    ]);
    const audit = await listDocuments(`Orders/${orderId}/audit`);
    expect(audit.map(({ event, by }) => [event, by]).sort()).toEqual([
      ['refunded', BY_ADA],
      ['shipped', BY_ADA],
    ]);
  });
});
