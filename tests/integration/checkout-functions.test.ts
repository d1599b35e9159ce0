import { signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { saveUserCart } from '@/features/cart/api/user-cart';
import { fetchProductsUpdatedSince } from '@/features/catalog/api/get-products-updated-since';
import { MAX_LINE_QUANTITY } from '@/domain/shop-rules';
import { auth } from '@/lib/firebase-auth';

import { listDocuments, readDocument } from '../../scripts/lib/emulator-rest.mjs';
import {
  cancelAtStandin,
  cancelCheckout,
  cartOf,
  checkout,
  deliver,
  idTokenFor,
  orderOf as order,
  payAtStandin,
  sessionEvent as paidEvent,
  sessionsFor,
  signWith,
  SITE,
  standinStripe,
  stockOf,
} from '../../scripts/lib/shop-client';
import { aBilling, aCartLine, aProduct } from '../support/factories';
import { DEMO_SHOPPER, resetWith, signInAs, writeRawDocument } from '../support/emulators';

/*
 * The payment functions as the browser reaches them: through the Hosting rewrites of the running
 * emulators, with the real `stripe` SDK inside them talking to the local Stripe stand-in that
 * scripts/with-emulators.mjs starts (STRIPE_STANDIN_URL), which records what it was asked.
 */
const headphones = aProduct({ id: 101, title: 'Studio Headphones', price: 199.99, stock: 5 });
const phone = aProduct({ id: 102, title: 'Pocket Phone', price: 649.5, stock: 2 });
const soldOut = aProduct({ id: 103, title: 'Gone Camera', price: 300, stock: 0 });

const billing = aBilling();

let token: string;

describe('payment functions with the real stripe SDK against the stand-in', () => {
  beforeEach(async () => {
    await resetWith([headphones, phone, soldOut]);
    token = await (await signInAs(DEMO_SHOPPER)).getIdToken();
  });
  afterEach(() => signOut(auth));

  it('prices every line from Firestore, whatever prices the browser sends, and makes a pending order', async () => {
    const answer = await checkout(
      {
        products: cartOf(
          { id: headphones.id, quantity: 2, price: 0.01 },
          { id: phone.id, quantity: 1, price: 1 },
        ),
        billing,
      },
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    const orderId = answer.body.orderId ?? '';

    const [call] = await sessionsFor(orderId);
    expect(call?.id).toBe(answer.body.id);
    expect(call?.params.line_items.map((item) => [item.quantity, item.price_data.unit_amount])).toEqual([
      ['2', '19999'],
      ['1', '64950'],
    ]);
    expect(call?.params.shipping_options[0]?.shipping_rate_data.fixed_amount.amount).toBe('1000');

    expect(await order(orderId)).toMatchObject({
      uid: DEMO_SHOPPER.uid,
      status: 'pending',
      subtotal: 1049.48,
      shipping: 10,
      total: 1059.48,
      sessionId: answer.body.id,
      lines: [
        {
          id: headphones.id,
          title: 'Studio Headphones',
          quantity: 2,
          unitPrice: 199.99,
          variant: 'Off White',
        },
        { id: phone.id, title: 'Pocket Phone', quantity: 1, unitPrice: 649.5, variant: 'Off White' },
      ],
      billing: { firstname: 'Nia', country: 'UK' },
    });
  });

  it('refuses a caller without a token, or with a forged one, with 401', async () => {
    const body = { products: cartOf({ id: headphones.id, quantity: 1 }), billing };
    expect((await checkout(body)).status).toBe(401);
    const forged = `${token.slice(0, -8)}AAAAAAAA`;
    expect((await checkout(body, { token: forged })).status).toBe(401);
    expect((await checkout(body, { token: 'not-a-token' })).body.error).toBe('Sign in to check out.');
  });

  it.each([
    [
      'a quantity of 0',
      cartOf({ id: headphones.id, quantity: 0 }),
      `Line 1 needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}.`,
    ],
    [
      'more than an order holds of one product',
      cartOf({ id: headphones.id, quantity: MAX_LINE_QUANTITY + 1 }),
      `Line 1 needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}.`,
    ],
    [
      'half a product',
      cartOf({ id: headphones.id, quantity: 1.5 }),
      `Line 1 needs a whole quantity from 1 to ${MAX_LINE_QUANTITY}.`,
    ],
    [
      'an unknown variant',
      cartOf({ id: headphones.id, quantity: 1, variant: 'Cinnamon Red' }),
      'Line 1 has an unknown variant.',
    ],
    ['an empty cart', [], 'The cart is empty.'],
    [
      'more than 50 lines',
      Array.from({ length: 51 }, (_, at) => ({ id: at + 1, quantity: 1, variant: 'Off White' })),
      'An order holds at most 50 lines.',
    ],
  ])('refuses %s with 400 and a clear error', async (_what, products, error) => {
    const answer = await checkout({ products, billing }, { token });
    expect(answer).toEqual({ status: 400, body: { error, code: 'checkout-request-invalid' } });
  });

  it.each([
    [
      'a product out of stock',
      cartOf({ id: soldOut.id, quantity: 1 }),
      'Gone Camera is out of stock.',
      103,
      0,
    ],
    ['more than the stock', cartOf({ id: phone.id, quantity: 3 }), 'Only 2 of Pocket Phone left.', 102, 2],
    [
      'two variants of one product that together pass its stock',
      cartOf({ id: phone.id, quantity: 1 }, { id: phone.id, quantity: 2, variant: 'Space Gray' }),
      'Only 2 of Pocket Phone left.',
      102,
      2,
    ],
  ])('refuses %s with 409, naming the product and what is left', async (_what, products, error, id, left) => {
    const answer = await checkout({ products, billing }, { token });
    const code = left > 0 ? 'stock-short' : 'out-of-stock';
    expect(answer).toEqual({ status: 409, body: { error, code, productId: id, available: left } });
    expect(await stockOf(id)).toBe(left);
  });

  it('refuses more of a product than the desk’s limit per order, across its variants, holding none', async () => {
    await resetWith([{ ...headphones, limitPerOrder: 2 }, phone, soldOut]);
    // The reset made the accounts anew, which ends the sessions of the ones before.
    token = await (await signInAs(DEMO_SHOPPER)).getIdToken();
    const products = [
      ...cartOf({ id: headphones.id, quantity: 2 }),
      ...cartOf({ id: headphones.id, quantity: 1, variant: 'Jet Black' }),
    ];
    const answer = await checkout({ products, billing }, { token });
    expect(answer).toEqual({
      status: 409,
      body: {
        error: `At most 2 of ${headphones.title} per order.`,
        code: 'order-limit',
        productId: headphones.id,
        most: 2,
      },
    });
    expect(await stockOf(headphones.id)).toBe(headphones.stock);
    const two = await checkout({ products: cartOf({ id: headphones.id, quantity: 2 }), billing }, { token });
    expect(two.status).toBe(200);
  });

  it('refuses a product that is not sold with 400, naming it', async () => {
    const answer = await checkout({ products: cartOf({ id: 999_999, quantity: 1 }), billing }, { token });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'Product 999999 is not sold.', code: 'not-sold', productId: 999_999 },
    });
  });

  it('refuses billing details that fail the spec checks or run too long', async () => {
    const products = cartOf({ id: headphones.id, quantity: 1 });
    expect((await checkout({ products, billing: { ...billing, email: 'nia' } }, { token })).body.error).toBe(
      'Billing email: Enter a valid email.',
    );
    expect(
      (await checkout({ products, billing: { ...billing, orderNotes: 'x'.repeat(501) } }, { token })).body
        .error,
    ).toBe('Billing orderNotes is longer than 500 characters.');
  });

  it('refuses to send the shopper back to another site', async () => {
    const answer = await checkout(
      { products: cartOf({ id: headphones.id, quantity: 1 }), billing },
      { token, origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
  });

  it('makes one order and one session for a retried request and for two at the same time', async () => {
    const body = { products: cartOf({ id: headphones.id, quantity: 1 }), billing };
    const first = await checkout(body, { token, key: 'retry-key-0001' });
    const retried = await checkout(body, { token, key: 'retry-key-0001' });
    expect(retried.body).toEqual(first.body);
    expect(await sessionsFor(first.body.orderId ?? '')).toHaveLength(1);

    const [a, b] = await Promise.all([
      checkout(body, { token, key: 'double-click-02' }),
      checkout(body, { token, key: 'double-click-02' }),
    ]);
    expect(a.status).toBe(200);
    // The same order and session; the earlier checkout was closed by whichever came first.
    expect({ ...b.body, released: 0 }).toEqual({ ...a.body, released: 0 });
    expect((a.body.released ?? 0) + (b.body.released ?? 0)).toBe(1);
    expect(await sessionsFor(a.body.orderId ?? '')).toHaveLength(1);
  });

  it('marks the order paid, counts the stock down and empties the saved cart once, even when delivered twice', async () => {
    await saveUserCart(DEMO_SHOPPER.uid, [
      aCartLine({ id: headphones.id, title: headphones.title, price: headphones.price, quantity: 2 }),
    ]);
    const answer = await checkout(
      { products: cartOf({ id: headphones.id, quantity: 2 }), billing },
      { token },
    );
    const orderId = answer.body.orderId ?? '';
    const event = paidEvent(orderId, answer.body.id ?? '', 40_998);

    expect(await Promise.all([deliver(event), deliver(event)])).toEqual([200, 200]);
    expect(await deliver(event)).toBe(200);

    expect(await order(orderId)).toMatchObject({ status: 'paid', hold: 'sold', sessionId: answer.body.id });
    expect(await stockOf(headphones.id)).toBe(3);
    // The catalog's own delta query, as every shopper's device asks it, learns of the new stock.
    const changed = await fetchProductsUpdatedSince(headphones.updatedAt);
    expect(changed.map((product) => [product.id, product.stock])).toEqual([[headphones.id, 3]]);
    expect(await readDocument(`Users/${DEMO_SHOPPER.uid}`)).toMatchObject({ cart: [], orders: [orderId] });
  });

  it('refuses a tampered or stale signature with 400 and changes nothing', async () => {
    const answer = await checkout(
      { products: cartOf({ id: headphones.id, quantity: 1 }), billing },
      { token },
    );
    const orderId = answer.body.orderId ?? '';
    const event = paidEvent(orderId, answer.body.id ?? '', 20_999);
    const otherSignature = signWith(event.replace('20999', '1'));
    expect(await deliver(event, otherSignature)).toBe(400);
    const stale = signWith(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(await deliver(event, stale)).toBe(400);
    const wrongSecret = signWith(event, { secret: 'whsec_other' });
    expect(await deliver(event, wrongSecret)).toBe(400);

    expect(await order(orderId)).toMatchObject({ status: 'pending', hold: 'held' });
    expect(await stockOf(headphones.id)).toBe(4);
  });

  it('acknowledges other events and a different amount without marking the order paid', async () => {
    const answer = await checkout(
      { products: cartOf({ id: headphones.id, quantity: 1 }), billing },
      { token },
    );
    const orderId = answer.body.orderId ?? '';
    expect(await deliver(paidEvent(orderId, answer.body.id ?? '', 20_999, 'payment_intent.created'))).toBe(
      200,
    );
    expect(await order(orderId)).toMatchObject({ status: 'pending' });

    expect(await deliver(paidEvent(orderId, answer.body.id ?? '', 100))).toBe(200);
    expect(await order(orderId)).toMatchObject({
      status: 'needs-review',
      reviewReason: "Paid 100 usd, not the order's total.",
    });
    expect(await stockOf(headphones.id)).toBe(4);
  });

  it('makes an Embedded Checkout session when asked (?ui=embedded): a client secret, no page address, Stripe returning to the shop once paid', async () => {
    const body = { products: cartOf({ id: headphones.id, quantity: 1 }), billing };
    const answer = await checkout(body, { token, key: 'embedded-key-01', ui: 'embedded' });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBeUndefined();
    expect(answer.body.clientSecret).toMatch(new RegExp(`^${answer.body.id}_secret_`));
    const orderId = answer.body.orderId ?? '';
    const [call] = await sessionsFor(orderId);
    expect(call?.params).toMatchObject({
      ui_mode: 'embedded_page',
      return_url: `${SITE}/success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(call?.params).not.toHaveProperty('success_url');
    expect(call?.params).not.toHaveProperty('cancel_url');
    // Asked again (a retry), the same open session and secret: one payment for one order.
    const again = await checkout(body, { token, key: 'embedded-key-01', ui: 'embedded' });
    expect(again.body).toEqual(answer.body);
    expect(await sessionsFor(orderId)).toHaveLength(1);
  });

  it('expires the order when its payment page expires unpaid, and the same checkout tried again opens it anew', async () => {
    const body = { products: cartOf({ id: headphones.id, quantity: 1 }), billing };
    const first = await checkout(body, { token, key: 'expiring-key-01' });
    const orderId = first.body.orderId ?? '';
    // The real SDK asks the stand-in to expire the session; the stand-in, as Stripe does, then
    // sends a signed checkout.session.expired through the Hosting rewrite.
    const stripe = standinStripe();
    expect(await stripe.checkout.sessions.expire(first.body.id ?? '')).toMatchObject({ status: 'expired' });
    await expect.poll(async () => (await order(orderId))?.status, { timeout: 15_000 }).toBe('expired');
    expect(await stockOf(headphones.id)).toBe(5);

    const again = await checkout(body, { token, key: 'expiring-key-01' });
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(orderId);
    expect(again.body.id).not.toBe(first.body.id);
    expect(await order(orderId)).toMatchObject({ status: 'pending', sessionId: again.body.id, hold: 'held' });
    expect(await stockOf(headphones.id)).toBe(4);

    // A late copy of the first session's expiry leaves the reopened order alone; it can be paid.
    const lateExpiry = paidEvent(orderId, first.body.id ?? '', 20_999, 'checkout.session.expired');
    expect(await deliver(lateExpiry)).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: 'pending' });
    expect(await deliver(paidEvent(orderId, again.body.id ?? '', 20_999))).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: 'paid' });
    expect(await deliver(paidEvent(orderId, again.body.id ?? '', 20_999, 'checkout.session.expired'))).toBe(
      200,
    );
    expect(await order(orderId)).toMatchObject({ status: 'paid' });
  });
});

/** Expires the order's current session at the stand-in, as the page running out would, and waits for the order to follow. */
async function expire(sessionId: string, orderId: string) {
  const stripe = standinStripe();
  await stripe.checkout.sessions.expire(sessionId);
  await expect.poll(async () => (await order(orderId))?.status, { timeout: 15_000 }).toBe('expired');
}

/** Writes the product as it is now with `changes` (the desk's edit, as Firestore sees it). */
const editProduct = (product: ReturnType<typeof aProduct>, changes: Partial<ReturnType<typeof aProduct>>) =>
  writeRawDocument(`Products/${product.id}`, {
    ...product,
    ...changes,
    createdAt: new Date(product.createdAt),
    updatedAt: new Date(),
  });

const heldOrdersOf = async (uid: string) =>
  (await listDocuments('Orders')).filter(
    (found) => found.uid === uid && found.hold === 'held' && found.status === 'pending',
  );

describe('checkout open to the internet', () => {
  beforeEach(async () => {
    await resetWith([headphones, phone, soldOut]);
    token = await (await signInAs(DEMO_SHOPPER)).getIdToken();
  });
  afterEach(() => signOut(auth));

  it('closes a shopper’s earlier checkout when they start another, giving its units back, and says so', async () => {
    const first = await checkout(
      { products: cartOf({ id: phone.id, quantity: 2 }), billing },
      { token, key: 'open-first-01' },
    );
    expect(await stockOf(phone.id)).toBe(0);
    // The second wants the same last two units the first holds: they are the shopper's own.
    const second = await checkout(
      { products: cartOf({ id: phone.id, quantity: 2 }, { id: headphones.id, quantity: 1 }), billing },
      { token, key: 'open-second-02' },
    );
    expect(second.status).toBe(200);
    expect(second.body.released).toBe(1);
    expect(await order(first.body.orderId ?? '')).toMatchObject({ status: 'expired', hold: 'released' });
    expect(await payAtStandin(first.body.url ?? '')).toBe(409);
    expect(await heldOrdersOf(DEMO_SHOPPER.uid)).toHaveLength(1);
    expect(await stockOf(phone.id)).toBe(0);
    expect(await stockOf(headphones.id)).toBe(4);
    // Its payment page says why the earlier one is gone.
    const [session] = await sessionsFor(second.body.orderId ?? '');
    expect(session?.params.custom_text?.submit?.message).toBe(
      'Your earlier checkout was closed and its items were put back. This is the one to pay.',
    );
  });

  it('refuses an account past its burst with 429 and Retry-After, holding one order at most', async () => {
    const body = { products: cartOf({ id: headphones.id, quantity: 1 }), billing };
    const answers = [];
    for (let at = 0; at < 12; at++) answers.push(await checkout(body, { token, key: `burst-key-${at}0000` }));
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.slice(10).map((answer) => answer.status)).toEqual([429, 429]);
    expect(answers[10]?.retryAfter).toBeGreaterThanOrEqual(1);
    expect(answers[10]?.body.error).toBe(
      'Too many checkouts were started from here. Please wait a minute and try again.',
    );
    expect(await heldOrdersOf(DEMO_SHOPPER.uid)).toHaveLength(1);
    expect(await stockOf(headphones.id)).toBe(4);
  });

  it('prices an ended checkout sent again as a new one: today’s price, and never a product hidden since', async () => {
    const body = { products: cartOf({ id: headphones.id, quantity: 1 }), billing };
    const first = await checkout(body, { token, key: 'stale-price-01' });
    const orderId = first.body.orderId ?? '';
    await expire(first.body.id ?? '', orderId);

    await editProduct(headphones, { price: 249.99 });
    const again = await checkout(body, { token, key: 'stale-price-01' });
    expect(again.status).toBe(200);
    expect(await order(orderId)).toMatchObject({
      status: 'pending',
      lines: [{ id: headphones.id, unitPrice: 249.99 }],
      subtotal: 249.99,
      total: 259.99,
    });
    const sessions = await sessionsFor(orderId);
    expect(sessions.at(-1)?.params.line_items.map((item) => item.price_data.unit_amount)).toEqual(['24999']);

    await expire(again.body.id ?? '', orderId);
    await editProduct(headphones, { price: 249.99, hidden: true });
    const hidden = await checkout(body, { token, key: 'stale-price-01' });
    expect(hidden).toMatchObject({ status: 400, body: { productId: headphones.id } });
    expect(await stockOf(headphones.id)).toBe(5);
  });

  it('releases a hold only through its payment page’s own cancel link, never from a bare or stale one', async () => {
    const stripe = standinStripe();
    const body = { products: cartOf({ id: headphones.id, quantity: 2 }), billing };
    const first = await checkout(body, { token, key: 'cancel-link-key-01' });
    const orderId = first.body.orderId ?? '';
    const firstLink = await cancelAtStandin(first.body.url ?? '');
    expect(await stockOf(headphones.id)).toBe(3);

    // A bare /cancel?order=… link, a made-up token, another shopper with the real one: nothing.
    const other = await idTokenFor('cancel.other@eshop.test', 'Other#2026');
    for (const [caller, cancelToken] of [
      [token, undefined],
      [token, '0'.repeat(32)],
      [other, firstLink],
    ] as const)
      expect(await cancelCheckout(orderId, caller, cancelToken)).toMatchObject({
        status: 404,
        body: { code: 'nothing-to-cancel' },
      });
    expect(await order(orderId)).toMatchObject({ status: 'pending', hold: 'held', sessionId: first.body.id });
    expect(await stockOf(headphones.id)).toBe(3);
    expect(await stripe.checkout.sessions.retrieve(first.body.id ?? '')).toMatchObject({ status: 'open' });

    // The page expires and the same checkout opens again: the first page's link is now stale.
    await stripe.checkout.sessions.expire(first.body.id ?? '');
    await expect.poll(async () => (await order(orderId))?.status, { timeout: 15_000 }).toBe('expired');
    const again = await checkout(body, { token, key: 'cancel-link-key-01' });
    expect(again.body.orderId).toBe(orderId);
    const againLink = await cancelAtStandin(again.body.url ?? '');
    expect(againLink).not.toBe(firstLink);
    expect(await cancelCheckout(orderId, token, firstLink)).toMatchObject({ status: 404 });
    expect(await order(orderId)).toMatchObject({ status: 'pending', hold: 'held', sessionId: again.body.id });
    expect(await stockOf(headphones.id)).toBe(3);

    expect(await cancelCheckout(orderId, token, againLink)).toEqual({
      status: 200,
      body: { status: 'expired' },
    });
    expect(await stockOf(headphones.id)).toBe(5);
    expect(await stripe.checkout.sessions.retrieve(again.body.id ?? '')).toMatchObject({ status: 'expired' });
  });
});
