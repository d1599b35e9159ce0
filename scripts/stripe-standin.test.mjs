import { createServer } from 'node:http';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseStripeForm, startStripeStandin } from './stripe-standin.mjs';

describe('parseStripeForm', () => {
  it("reads Stripe's bracketed form encoding back into lists and objects", () => {
    const text = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][quantity]', '2'],
      ['line_items[0][price_data][unit_amount]', '19999'],
      ['line_items[1][price_data][product_data][name]', 'Pocket Phone (Jet Black)'],
      ['metadata[orderId]', 'abc'],
    ]).toString();
    expect(parseStripeForm(text)).toEqual({
      mode: 'payment',
      line_items: [
        { quantity: '2', price_data: { unit_amount: '19999' } },
        { price_data: { product_data: { name: 'Pocket Phone (Jet Black)' } } },
      ],
      metadata: { orderId: 'abc' },
    });
  });
});

describe('the stand-in refunds a payment as Stripe does, through the real stripe SDK', () => {
  /** A webhook that keeps what it is sent, checking Stripe's signature. */
  async function webhookReceiver() {
    const received = [];
    const server = createServer((request, response) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push(
          signer.webhooks.constructEvent(body, String(request.headers['stripe-signature']), SECRET),
        );
        response.writeHead(200).end('{}');
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { received, url: `http://127.0.0.1:${server.address().port}/hook`, close: () => server.close() };
  }

  const SECRET = 'whsec_unit_test';
  const signer = new Stripe('sk_test_signer');
  let hook;
  let standin;
  let stripe;

  beforeAll(async () => {
    hook = await webhookReceiver();
    standin = await startStripeStandin({ port: 0, webhookUrl: hook.url, webhookSecret: SECRET });
    const { hostname, port } = new URL(standin.url);
    stripe = new Stripe('sk_test_unit', { host: hostname, port, protocol: 'http' });
  });
  afterAll(async () => {
    await standin.close();
    hook.close();
  });

  const eventually = async (check) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = check();
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('not received');
  };

  /** A paid session: made, then Pay pressed on its page. */
  async function paidSession(amount) {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: 'order-1',
      line_items: [
        { quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'A' } } },
      ],
      success_url: 'http://127.0.0.1/success',
      cancel_url: 'http://127.0.0.1/cancel',
    });
    const paid = await fetch(session.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    return stripe.checkout.sessions.retrieve(session.id);
  }

  it('gives a paid session a PaymentIntent and refunds part of it, then the rest, then refuses more', async () => {
    const session = await paidSession(5000);
    expect(session.payment_intent).toMatch(/^pi_/);

    const part = await stripe.refunds.create(
      { payment_intent: session.payment_intent, amount: 1200, metadata: { orderId: 'order-1' } },
      { idempotencyKey: 'refund-part-1' },
    );
    expect(part).toMatchObject({
      object: 'refund',
      amount: 1200,
      status: 'succeeded',
      metadata: { orderId: 'order-1' },
    });
    // The same request sent again is the same refund; other parameters under that key are refused.
    const replayed = await stripe.refunds.create(
      { payment_intent: session.payment_intent, amount: 1200, metadata: { orderId: 'order-1' } },
      { idempotencyKey: 'refund-part-1' },
    );
    expect(replayed.id).toBe(part.id);
    await expect(
      stripe.refunds.create(
        { payment_intent: session.payment_intent, amount: 1 },
        { idempotencyKey: 'refund-part-1' },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });

    const event = await eventually(() => hook.received.find((sent) => sent.type === 'charge.refunded'));
    expect(event.data.object).toMatchObject({
      id: part.charge,
      object: 'charge',
      amount: 5000,
      amount_refunded: 1200,
      refunded: false,
      payment_intent: session.payment_intent,
    });
    expect(event.data.object.refunds).toBeUndefined();

    await expect(
      stripe.refunds.create({ payment_intent: session.payment_intent, amount: 3801 }),
    ).rejects.toThrow('Refund amount ($38.01) is greater than unrefunded amount on charge ($38.00)');
    const rest = await stripe.refunds.create({ charge: part.charge });
    expect(rest.amount).toBe(3800);
    await expect(stripe.refunds.create({ payment_intent: session.payment_intent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    const listed = await stripe.refunds.list({ charge: part.charge });
    expect(listed.data.map((refund) => [refund.id, refund.amount])).toEqual([
      [rest.id, 3800],
      [part.id, 1200],
    ]);
    expect((await stripe.refunds.retrieve(part.id)).metadata).toEqual({ orderId: 'order-1' });
    expect(await stripe.charges.retrieve(part.charge)).toMatchObject({
      amount_refunded: 5000,
      refunded: true,
    });
  });

  it('refuses a refund of a payment it does not know', async () => {
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toThrow(
      "No such payment_intent: 'pi_unknown'",
    );
  });

  it('lists the events it sent and sends one again, unchanged, on request', async () => {
    const session = await paidSession(900);
    const refund = await stripe.refunds.create({ payment_intent: session.payment_intent });
    const first = await eventually(() =>
      hook.received.find((sent) => sent.type === 'charge.refunded' && sent.data.object.id === refund.charge),
    );
    const events = await (await fetch(`${standin.url}/_standin/events`)).json();
    expect(events.find((sent) => sent.id === first.id)).toMatchObject({ type: 'charge.refunded' });
    const resent = await fetch(`${standin.url}/_standin/events/${first.id}/resend`, { method: 'POST' });
    expect(await resent.json()).toEqual({ delivered: true });
    expect(hook.received.filter((sent) => sent.id === first.id)).toHaveLength(2);
  });
});
