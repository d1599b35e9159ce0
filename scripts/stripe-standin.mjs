// A small local stand-in for Stripe Checkout, so a purchase works on a machine without internet.
// It answers only what the Cloud Functions and tests call through the real `stripe` SDK (create,
// retrieve and expire a Checkout Session; create, list and retrieve a Refund; retrieve a Charge)
// and serves a hosted page with Pay and Cancel. Pay makes the session's PaymentIntent and Charge and
// sends a signed `checkout.session.completed` to the webhook, as Stripe does, then returns to the
// success URL; expiring (on request, or at the session's `expires_at`) sends
// `checkout.session.expired`; a refund sends `charge.refunded` (its Charge, without the `refunds`
// list, as Stripe's recent API versions send it). It is not Stripe: no cards, no taxes. Tests can
// ask it to expire what is due soon (/_standin/expire-due), and see and send again the events it
// sent (/_standin/events), as Stripe retries a delivery; these control endpoints answer only
// scripts on this machine (`mayControl`), never a web page or another host.
// Used by `npm start` and the tests, never deployed.
//
// Alone: node scripts/stripe-standin.mjs   (STRIPE_STANDIN_PORT, STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { pathToFileURL } from 'node:url';

import Stripe from 'stripe';

import { STANDIN_WEBHOOK_SECRET } from './lib/stripe-standin-secret.mjs';

export const STANDIN_PORT = 12111;

const signer = new Stripe('sk_test_eshop_local_standin');

/** Keys that would reach every object's defaults (Object.prototype) rather than the form's own. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. Objects have no prototype
 * and only the form's own keys are walked into, so no key can change what other objects inherit
 * (`__proto__[x]`) or reach a built-in it happens to name (`a[toString][x]`); a key naming
 * `__proto__`, `constructor` or `prototype` anywhere is ignored. A list is indexed by numbers only.
 */
export function parseStripeForm(text) {
  const root = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    for (const [at, segment] of path.entries()) {
      if (Array.isArray(node) && !/^\d+$/.test(segment)) break;
      if (at === path.length - 1) {
        node[segment] = value;
        break;
      }
      const own = Object.hasOwn(node, segment) ? node[segment] : undefined;
      node =
        typeof own === 'object' && own !== null
          ? own
          : (node[segment] = /^\d+$/.test(path[at + 1]) ? [] : Object.create(null));
    }
  }
  return root;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is the loopback interface's: 127.0.0.0/8, ::1, or a 127 address written as IPv6. */
export function isLoopbackAddress(address) {
  const family = isIP(address ?? '');
  // BlockList matches an IPv4 address mapped into IPv6 (::ffff:127.0.0.1) against the IPv4 rules.
  return family !== 0 && LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether a request may drive the stand-in's control endpoints (/_standin/…), which only the tests
 * and scripts on this machine use: from the loopback interface, addressed to a loopback name, and
 * not from a web page. A page the developer has open reaches 127.0.0.1 too, but its browser sends
 * the page's Origin, and a page whose own name was rebound to 127.0.0.1 asks under that name.
 */
export function mayControl({ remoteAddress, host, origin }) {
  if (!isLoopbackAddress(remoteAddress) || origin !== undefined || !host) return false;
  const name = URL.parse(`http://${host}`)?.hostname.replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || isLoopbackAddress(name);
}

const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const money = (cents) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(cents) / 100);

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response, status, body, headers = {}) {
  const json = typeof body !== 'string';
  response.writeHead(status, {
    'Content-Type': json ? 'application/json' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(json ? JSON.stringify(body) : body);
}

const stripeError = (type, message) => ({ error: { type, message } });

/** Stripe's bounds for a Checkout Session's expires_at: 30 minutes to 24 hours from its creation. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;

function makeSession(params, baseUrl, nowSeconds) {
  const lineItems = (params.line_items ?? []).map((item) => ({
    quantity: Number(item.quantity),
    name: item.price_data?.product_data?.name ?? 'Item',
    unit_amount: Number(item.price_data?.unit_amount),
    currency: item.price_data?.currency,
  }));
  const subtotal = lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  const shipping = Number(params.shipping_options?.[0]?.shipping_rate_data?.fixed_amount?.amount ?? 0);
  const id = newId('cs_test');
  // Embedded Checkout (ui_mode embedded_page): no page address; the shop mounts the form with the
  // client secret, and Stripe sends the shopper to return_url once paid.
  const embedded = params.ui_mode === 'embedded_page';
  return {
    id,
    object: 'checkout.session',
    mode: params.mode,
    ui_mode: embedded ? 'embedded_page' : 'hosted_page',
    status: 'open',
    payment_status: 'unpaid',
    currency: lineItems[0]?.currency ?? 'usd',
    amount_subtotal: subtotal,
    amount_total: subtotal + shipping,
    shipping_cost: { amount_total: shipping },
    client_reference_id: params.client_reference_id ?? null,
    customer_email: params.customer_email ?? null,
    metadata: params.metadata ?? {},
    success_url: params.success_url ?? null,
    cancel_url: params.cancel_url ?? null,
    return_url: params.return_url ?? null,
    // Stripe shows custom_text.submit.message beside its Pay button.
    custom_text: {
      submit: params.custom_text?.submit?.message ? { message: params.custom_text.submit.message } : null,
    },
    url: embedded ? null : `${baseUrl}/pay/${id}`,
    client_secret: embedded ? `${id}_secret_${randomBytes(12).toString('hex')}` : null,
    created: nowSeconds,
    expires_at: params.expires_at ? Number(params.expires_at) : nowSeconds + MAX_EXPIRY_S,
    livemode: false,
    line_items_standin: lineItems,
  };
}

function paymentPage(session) {
  const open = session.status === 'open';
  const rows = session.line_items_standin
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td>${item.quantity}</td><td>${money(item.unit_amount * item.quantity)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay E-Shop (local Stripe stand-in)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}
main{max-width:36rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 4px #0002}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #e3e8ee}
td:last-child,th:last-child{text-align:right}.note{background:#fff8e1;padding:.5rem;border-radius:.25rem}
form{display:inline}button{font:inherit;padding:.6rem 1.2rem;border-radius:.375rem;border:1px solid #1a1f36;cursor:pointer;margin:.5rem .5rem 0 0}
.pay{background:#0a2540;color:#fff}.cancel{background:#fff;color:#1a1f36}button:focus-visible{outline:3px solid #635bff;outline-offset:2px}
</style></head>
<body><main>
<h1>Pay E-Shop</h1>
<p class="note">Local Stripe stand-in: no card is charged. Pay confirms the order as Stripe would.</p>
<table aria-label="Order">
<thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}
<tr><td>Shipping</td><td></td><td>${money(session.shipping_cost.amount_total)}</td></tr></tbody>
<tfoot><tr><th scope="row">Total</th><td></td><td data-testid="standin-total">${money(session.amount_total)}</td></tr></tfoot>
</table>
${session.custom_text?.submit ? `<p class="note">${escapeHtml(session.custom_text.submit.message)}</p>\n` : ''}${
    open
      ? // Embedded, the form is in the shop's frame and, paid, takes the whole window to return_url.
        `<form method="post" action="/pay/${session.id}"${session.return_url ? ' target="_top"' : ''}><button class="pay" type="submit">Pay ${money(session.amount_total)}</button></form>` +
        (session.cancel_url
          ? `\n<form method="post" action="/pay/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
          : '')
      : `<p role="status">This payment is ${escapeHtml(session.status)}.</p>`
  }
</main></body></html>`;
}

/**
 * Starts the stand-in. `webhookUrl` receives the signed events (through the Hosting rewrite, as
 * Stripe would reach the deployed site). Returns its address and a way to stop it.
 */
export async function startStripeStandin({
  port = STANDIN_PORT,
  host = '127.0.0.1',
  webhookUrl = 'http://127.0.0.1:5000/api/stripe-webhook',
  webhookSecret = STANDIN_WEBHOOK_SECRET,
} = {}) {
  const address = host === '0.0.0.0' ? '127.0.0.1' : host;
  // Port 0 takes any free port (the unit tests): the address is known once listening.
  let baseUrl = `http://${address}:${port}`;
  const sessions = new Map();
  const byIdempotencyKey = new Map();
  // Payments made on the hosted page: charges by id and by PaymentIntent, and their refunds.
  const charges = new Map();
  const chargeOfIntent = new Map();
  const refunds = new Map();
  const refundKeys = new Map();
  // Every event sent (or waiting while paused), to list and send again.
  const events = new Map();
  const created = []; // what each create call asked for, for tests to inspect
  // Customer e-mails whose sessions fail, so a test can see a failure without touching others.
  const failingFor = new Set();
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  // While paused (PUT /_standin/webhooks), events wait here: a payment whose confirmation is late.
  let pausedEvents = null;

  /** Makes the event about `object` (a copy of it as it is now) and sends it, or queues it while paused. */
  function deliver(object, type = 'checkout.session.completed') {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: structuredClone(object) },
    };
    const sent = { id: event.id, type, payload: JSON.stringify(event) };
    events.set(event.id, sent);
    if (pausedEvents) {
      pausedEvents.push(sent);
      return Promise.resolve(true);
    }
    return post(sent.payload);
  }

  /** Signs and posts one event's payload to the webhook (again, for a retry). */
  async function post(payload) {
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    // Stripe retries failed deliveries for days; three tries a second apart do here.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        const answer = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
          body: payload,
        });
        if (answer.ok) return true;
        console.error(`Stripe stand-in: the webhook answered ${answer.status} (try ${attempt}).`);
      } catch (error) {
        console.error(`Stripe stand-in: the webhook could not be reached (try ${attempt}):`, error.message);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return false;
  }

  /**
   * Closes an open session unpaid and tells the webhook, as Stripe does at expires_at or on request.
   * Like Stripe, the event is sent after the answer, never awaited by it: a function that expires a
   * session does not wait for its own webhook (the Functions emulator's workers would run out).
   */
  function expireSession(session) {
    session.status = 'expired';
    session.url = null;
    void deliver(session, 'checkout.session.expired');
  }

  /** Expires every open session whose expires_at has passed, or will within `aheadSeconds`. */
  function expireDue(aheadSeconds = 0) {
    const due = [...sessions.values()].filter(
      (session) => session.status === 'open' && session.expires_at <= nowSeconds() + aheadSeconds,
    );
    for (const session of due) expireSession(session);
    return due.length;
  }

  async function api(request, response, url) {
    if (!/^Bearer sk_(test|live)_/.test(request.headers.authorization ?? ''))
      return send(response, 401, stripeError('invalid_request_error', 'No valid API key provided.'));
    if (/^\/v1\/(refunds|charges)(\/|$)/.test(url.pathname)) return payments(request, response, url);
    const match = /^\/v1\/checkout\/sessions(?:\/([\w]+)(\/expire)?)?$/.exec(url.pathname);
    if (!match) return send(response, 404, stripeError('invalid_request_error', `Unrecognized request URL.`));
    expireDue();
    const [, id, expire] = match;
    const known = id && sessions.get(id);
    if (id && !known)
      return send(response, 404, stripeError('invalid_request_error', `No such checkout.session: '${id}'`));
    if (request.method === 'GET' && known && !expire) return send(response, 200, known);
    // Stripe expires an open session on request (or after 24 hours) and says so by webhook.
    if (request.method === 'POST' && known && expire) {
      await readBody(request);
      if (known.status !== 'open')
        return send(
          response,
          400,
          stripeError(
            'invalid_request_error',
            `Only open sessions can be expired; this one is ${known.status}.`,
          ),
        );
      expireSession(known);
      return send(response, 200, known);
    }
    if (request.method !== 'POST' || id)
      return send(response, 405, stripeError('invalid_request_error', 'Not supported by the stand-in.'));
    const text = await readBody(request);
    const params = parseStripeForm(text);
    if (params.expires_at !== undefined) {
      const ahead = Number(params.expires_at) - nowSeconds();
      if (!(ahead >= MIN_EXPIRY_S - 60 && ahead <= MAX_EXPIRY_S))
        return send(
          response,
          400,
          stripeError(
            'invalid_request_error',
            'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          ),
        );
    }
    if (params.ui_mode === 'embedded_page' && (!params.return_url || params.success_url || params.cancel_url))
      return send(
        response,
        400,
        stripeError(
          'invalid_request_error',
          'An embedded_page session needs a return_url and takes no success_url or cancel_url.',
        ),
      );
    if (failingFor.has(params.customer_email))
      return send(response, 500, stripeError('api_error', 'The stand-in is set to fail for this customer.'));
    const key = request.headers['idempotency-key'];
    const earlier = key && byIdempotencyKey.get(key);
    if (earlier) {
      if (earlier.text !== text)
        return send(
          response,
          400,
          stripeError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters.',
          ),
        );
      return send(response, 200, sessions.get(earlier.id), { 'Idempotent-Replayed': 'true' });
    }
    const session = makeSession(params, baseUrl, nowSeconds());
    sessions.set(session.id, session);
    if (key) byIdempotencyKey.set(key, { text, id: session.id });
    created.push({ id: session.id, idempotencyKey: key ?? null, params });
    return send(response, 200, session);
  }

  /** The Charge of a session just paid, under a new PaymentIntent. */
  function charge(session) {
    const made = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_captured: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      paid: true,
      captured: true,
      refunded: false,
      status: 'succeeded',
      payment_intent: newId('pi'),
      metadata: {},
      created: nowSeconds(),
      livemode: false,
    };
    charges.set(made.id, made);
    chargeOfIntent.set(made.payment_intent, made.id);
    return made;
  }

  const list = (data, path) => ({ object: 'list', data, has_more: false, url: path });

  /**
   * POST /v1/refunds (payment_intent or charge, optional amount in cents, metadata, reason), GET
   * /v1/refunds?charge=…|payment_intent=…, GET /v1/refunds/:id and GET /v1/charges/:id. A refund
   * succeeds at once and sends `charge.refunded` after the answer, as Stripe does. Like Stripe, it
   * refuses more than is left of the charge and replays a request sent again with its
   * Idempotency-Key.
   */
  async function payments(request, response, url) {
    const [, , kind, id] = url.pathname.split('/');
    if (request.method === 'GET' && kind === 'charges') {
      const found = charges.get(id);
      return found
        ? send(response, 200, found)
        : send(response, 404, stripeError('invalid_request_error', `No such charge: '${id}'`));
    }
    if (request.method === 'GET' && id) {
      const found = refunds.get(id);
      return found
        ? send(response, 200, found)
        : send(response, 404, stripeError('invalid_request_error', `No such refund: '${id}'`));
    }
    if (request.method === 'GET') {
      const chargeId = url.searchParams.get('charge');
      const intent = url.searchParams.get('payment_intent');
      const limit = Number(url.searchParams.get('limit') ?? 10);
      // Newest first, as Stripe lists them.
      const found = [...refunds.values()]
        .reverse()
        .filter(
          (refund) =>
            (!chargeId || refund.charge === chargeId) && (!intent || refund.payment_intent === intent),
        )
        .slice(0, Number.isInteger(limit) && limit > 0 ? limit : 10);
      return send(response, 200, list(found, '/v1/refunds'));
    }
    if (request.method !== 'POST' || kind !== 'refunds' || id)
      return send(response, 405, stripeError('invalid_request_error', 'Not supported by the stand-in.'));
    const text = await readBody(request);
    const params = parseStripeForm(text);
    const key = request.headers['idempotency-key'];
    const earlier = key && refundKeys.get(key);
    if (earlier) {
      if (earlier.text !== text)
        return send(
          response,
          400,
          stripeError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters.',
          ),
        );
      return send(response, 200, refunds.get(earlier.id), { 'Idempotent-Replayed': 'true' });
    }
    const chargeId = params.charge ?? chargeOfIntent.get(params.payment_intent);
    if (!params.charge && !params.payment_intent)
      return send(
        response,
        400,
        stripeError('invalid_request_error', 'You must pass either charge or payment_intent.'),
      );
    const paid = chargeId && charges.get(chargeId);
    if (!paid)
      return send(
        response,
        404,
        stripeError(
          'invalid_request_error',
          params.charge
            ? `No such charge: '${params.charge}'`
            : `No such payment_intent: '${params.payment_intent}'`,
        ),
      );
    const left = paid.amount - paid.amount_refunded;
    if (left <= 0)
      return send(response, 400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${paid.id} has already been refunded.`,
        },
      });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return send(response, 400, stripeError('invalid_request_error', 'Invalid positive integer: amount.'));
    if (amount > left)
      return send(
        response,
        400,
        stripeError(
          'invalid_request_error',
          `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`,
        ),
      );
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: paid.id,
      payment_intent: paid.payment_intent,
      currency: paid.currency,
      metadata: params.metadata ?? {},
      reason: params.reason ?? null,
      status: 'succeeded',
      created: nowSeconds(),
    };
    refunds.set(refund.id, refund);
    if (key) refundKeys.set(key, { text, id: refund.id });
    paid.amount_refunded += amount;
    paid.refunded = paid.amount_refunded >= paid.amount;
    send(response, 200, refund);
    // After the answer, never awaited by it (see expireSession).
    void deliver(paid, 'charge.refunded');
    return undefined;
  }

  async function hosted(request, response, url) {
    expireDue();
    const [, , id, action] = url.pathname.split('/');
    const session = sessions.get(id);
    if (!session)
      return send(response, 404, '<!doctype html><title>Not found</title><p>No such payment.</p>');
    if (request.method === 'GET' && !action) return send(response, 200, paymentPage(session));
    if (request.method !== 'POST') return send(response, 405, '<!doctype html><title>Not allowed</title>');
    await readBody(request);
    if (session.status !== 'open') return send(response, 409, paymentPage(session));
    if (action === 'cancel' && !session.cancel_url)
      return send(response, 404, '<!doctype html><title>Not found</title><p>No cancel page.</p>');
    if (action === 'cancel') return send(response, 303, '', { Location: session.cancel_url });
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = charge(session).payment_intent;
    await deliver(session);
    const back = String(session.success_url ?? session.return_url).replace(
      '{CHECKOUT_SESSION_ID}',
      session.id,
    );
    return send(response, 303, '', { Location: back });
  }

  async function control(request, response, url) {
    const { remoteAddress } = request.socket;
    const { host, origin } = request.headers;
    if (!mayControl({ remoteAddress, host, origin }))
      return send(response, 403, {
        error: 'The stand-in takes control requests only from scripts on this machine.',
      });
    if (url.pathname === '/_standin/sessions' && request.method === 'GET')
      return send(response, 200, created);
    // PUT {"paused": true|false}: webhooks wait (a late confirmation), then go in the order sent.
    if (url.pathname === '/_standin/webhooks' && request.method === 'PUT') {
      const { paused } = JSON.parse((await readBody(request)) || '{}');
      const waiting = pausedEvents ?? [];
      pausedEvents = paused === true ? waiting : null;
      if (paused !== true) for (const event of waiting) await post(event.payload);
      return send(response, 200, {
        paused: pausedEvents !== null,
        delivered: paused === true ? 0 : waiting.length,
      });
    }
    // POST {"withinSeconds": n}: what Stripe would do n seconds from now: sessions due by then expire.
    if (url.pathname === '/_standin/expire-due' && request.method === 'POST') {
      const { withinSeconds = 0 } = JSON.parse((await readBody(request)) || '{}');
      return send(response, 200, { expired: expireDue(Number(withinSeconds) || 0) });
    }
    // GET: every event sent so far ({ id, type, payload }), oldest first.
    if (url.pathname === '/_standin/events' && request.method === 'GET')
      return send(response, 200, [...events.values()]);
    // POST /_standin/events/<id>/resend: the same event (same id and body) delivered once more, as
    // Stripe retries one; answers whether the webhook took it.
    const resend = /^\/_standin\/events\/([\w]+)\/resend$/.exec(url.pathname);
    if (resend && request.method === 'POST') {
      const event = events.get(resend[1]);
      if (!event) return send(response, 404, { error: 'unknown event' });
      return send(response, 200, { delivered: await post(event.payload) });
    }
    // PUT {"email": "...", "failing": true|false}: sessions for that customer fail, or work again.
    if (url.pathname === '/_standin/failing' && request.method === 'PUT') {
      const { email, failing } = JSON.parse((await readBody(request)) || '{}');
      if (failing === true) failingFor.add(email);
      else failingFor.delete(email);
      return send(response, 200, { failing: [...failingFor] });
    }
    return send(response, 404, { error: 'unknown control' });
  }

  // Stripe expires sessions by its clock; so does the stand-in, checking every few seconds.
  const ticker = setInterval(expireDue, 5000);
  ticker.unref();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', baseUrl);
    const route = url.pathname.startsWith('/v1/') ? api : url.pathname.startsWith('/pay/') ? hosted : control;
    route(request, response, url).catch((error) => {
      console.error('Stripe stand-in:', error);
      if (!response.headersSent) send(response, 500, stripeError('api_error', 'The stand-in failed.'));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  baseUrl = `http://${address}:${server.address().port}`;
  return {
    url: baseUrl,
    webhookSecret,
    close: () => {
      clearInterval(ticker);
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const standin = await startStripeStandin({
    port: Number(process.env.STRIPE_STANDIN_PORT ?? STANDIN_PORT),
    webhookUrl: process.env.STRIPE_WEBHOOK_URL,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  });
  console.log(`Stripe stand-in at ${standin.url}`);
}
