import { createServer } from 'node:http';

import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { isLoopbackAddress, mayControl, parseStripeForm, startStripeStandin } from './stripe-standin.mjs';

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

describe('parseStripeForm against keys that would reach every object', () => {
  const pollutedKeys = ['pollutedByForm', 'cancel_url'];
  afterEach(() => {
    // The old parser wrote onto Object.prototype and built-in functions: undo it for other tests.
    for (const key of pollutedKeys) delete Object.prototype[key];
    delete Object.prototype.toString.pollutedByForm;
    delete Array.prototype.map.pollutedByForm;
  });

  it('ignores __proto__, constructor and prototype keys, keeping the rest of the form', () => {
    const text = [
      '__proto__[pollutedByForm]=yes',
      'constructor[prototype][pollutedByForm]=yes',
      'metadata[__proto__][pollutedByForm]=yes',
      'line_items[0][constructor][prototype][pollutedByForm]=yes',
      'metadata[orderId]=abc',
    ].join('&');
    const parsed = parseStripeForm(text);
    expect({}.pollutedByForm).toBeUndefined();
    expect([].pollutedByForm).toBeUndefined();
    expect(parsed).toEqual({ metadata: { orderId: 'abc' } });
    expect(parsed.metadata.pollutedByForm).toBeUndefined();
  });

  it('never walks into a default a key happens to name (toString, map)', () => {
    const parsed = parseStripeForm(
      'metadata[toString][pollutedByForm]=yes&items[0]=a&items[map][pollutedByForm]=yes',
    );
    expect(Object.prototype.toString).not.toHaveProperty('pollutedByForm');
    expect(Array.prototype.map).not.toHaveProperty('pollutedByForm');
    expect(parsed.metadata).toEqual({ toString: { pollutedByForm: 'yes' } });
    expect(parsed.items).toEqual(['a']);
  });
});

describe('the control endpoints answer only to scripts on this machine', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.42.0.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.5', false],
    ['fe80::1', false],
    ['::', false],
    ['', false],
    [undefined, false],
  ])('%s is the loopback interface: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    [{ remoteAddress: '127.0.0.1', host: '127.0.0.1:12111' }, true],
    [{ remoteAddress: '::1', host: 'localhost:12111' }, true],
    [{ remoteAddress: '::ffff:127.0.0.1', host: '[::1]:12111' }, true],
    [{ remoteAddress: '192.168.1.20', host: '127.0.0.1:12111' }, false],
    // A web page the developer has open: its browser names the page's site.
    [{ remoteAddress: '127.0.0.1', host: '127.0.0.1:12111', origin: 'https://elsewhere.test' }, false],
    // A page whose own name was rebound to 127.0.0.1 (DNS rebinding) asks with that name.
    [{ remoteAddress: '127.0.0.1', host: 'rebound.elsewhere.test:12111' }, false],
    [{ remoteAddress: '127.0.0.1', host: undefined }, false],
  ])('%o may drive the stand-in: %s', (request, allowed) => {
    expect(mayControl(request)).toBe(allowed);
  });

  it('serves a script on 127.0.0.1 and refuses a web page, through a real socket', async () => {
    const standin = await startStripeStandin({ port: 0, webhookUrl: 'http://127.0.0.1:9/unused' });
    try {
      expect((await fetch(`${standin.url}/_standin/sessions`)).status).toBe(200);
      const fromPage = await fetch(`${standin.url}/_standin/expire-due`, {
        method: 'POST',
        headers: { Origin: 'https://elsewhere.test' },
        body: JSON.stringify({ withinSeconds: 86_400 }),
      });
      expect(fromPage.status).toBe(403);
      expect(await fromPage.json()).toEqual({
        error: 'The stand-in takes control requests only from scripts on this machine.',
      });
    } finally {
      await standin.close();
    }
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

  it('takes a request that tries to change every object’s defaults without other requests noticing', async () => {
    try {
      const polluting = await fetch(`${standin.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer sk_test_unit',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'mode=payment&success_url=http://127.0.0.1/success&__proto__[cancel_url]=https://elsewhere.test/cancel',
      });
      expect(polluting.status).toBe(200);
      expect({}.cancel_url).toBeUndefined();
      // An embedded session takes no cancel_url: one inherited from a changed default would be refused.
      const embedded = await stripe.checkout.sessions.create({
        mode: 'payment',
        ui_mode: 'embedded_page',
        return_url: 'http://127.0.0.1/success?session_id={CHECKOUT_SESSION_ID}',
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 700, product_data: { name: 'B' } } },
        ],
      });
      expect(embedded).toMatchObject({ ui_mode: 'embedded_page', cancel_url: null });
    } finally {
      delete Object.prototype.cancel_url;
    }
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
