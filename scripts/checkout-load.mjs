// Fires concurrent checkout requests (valid and invalid mixed) at the emulated createCheckoutSession
// through the Hosting rewrite, against a running `npm start`, and prints statuses and latencies.
// Every valid request must get a Checkout Session and every invalid one a 400 or 401, and each
// product's stock must have gone down by exactly the units of the sessions given; exits 1 if not.
// Each order holds its units until its session ends, so the run takes the best-stocked products,
// and afterwards cancels every order it made (POST /api/cancel-checkout), which gives them back.
// Every request is a shopper of its own (SHOPPERS accounts, made in the Auth emulator): one account
// holds one checkout at a time, so one account's 150 would close each other. All come
// from this machine's one address: many shoppers behind one carrier's NAT. With the default
// per-address limit (200 at once, then 100 a minute: functions/src/checkout/rate-limit.ts) none of
// the default 200 is refused; the script prints the limits the function reported
// (RateLimit-Policy) and how many were refused as too many from the address.
//
// Usage: npm run load:checkout [-- <requests, default 200>] [--direct]   (against `npm start`)
import { readFileSync } from 'node:fs';

import { HOSTS, PROJECT_ID, readDocument, signInWithPassword, upsertAccount } from './lib/emulator-rest.mjs';

const args = process.argv.slice(2);
const TOTAL = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 200);
// --direct: the Functions emulator's own URL, without the Hosting emulator's proxy (and its 60 s limit).
const ENDPOINT = args.includes('--direct')
  ? `http://${HOSTS.functions}/${PROJECT_ID}/us-central1/createCheckoutSession`
  : `http://${HOSTS.hosting}/api/create-checkout-session`;

const products = JSON.parse(readFileSync(new URL('../catalog/products.json', import.meta.url), 'utf8'));
// Request i orders the first 1 + i % 3 of these: the first is in every valid request.
const inStock = [...products].sort((a, b) => b.stock - a.stock).slice(0, 5);

const billing = {
  firstname: 'Lou',
  lastname: 'Load',
  number: '+1 555 0199',
  email: 'load@eshop.test',
  address: '9 Test Lane',
  country: 'USA',
  zip: '',
  orderNotes: '',
};

/** A signed-in shopper of the run's own for request i (made, or made again, in the Auth emulator). */
async function shopperToken(i) {
  const account = {
    uid: `load-shopper-${i}`,
    email: `load-shopper-${i}@eshop.test`,
    password: 'Shopper#2026',
    displayName: `Load Shopper ${i}`,
  };
  await upsertAccount(account);
  const response = await signInWithPassword(account.email, account.password);
  if (!response.ok) throw new Error(`Sign-in failed (${response.status}); is \`npm start\` running?`);
  return (await response.json()).idToken;
}

/** Runs `work` over 0…count-1, `width` at a time. */
async function inBatches(count, width, work) {
  const results = [];
  for (let start = 0; start < count; start += width)
    results.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(width, count - start) }, (_, at) => work(start + at)),
      )),
    );
  return results;
}

/** Request i: three in four valid (1–3 lines), the rest each broken in one of four ways. */
function requestFor(i, token) {
  const lines = inStock
    .slice(0, 1 + (i % 3))
    .map((product) => ({ id: product.id, variant: 'Off White', quantity: 1 }));
  const valid = { products: lines, billing };
  const kind =
    i % 4 === 3 ? ['unknown product', 'zero quantity', 'bad email', 'no token'][(i >> 2) % 4] : 'valid';
  const body =
    kind === 'unknown product'
      ? { ...valid, products: [{ id: 987654321, variant: 'Off White', quantity: 1 }] }
      : kind === 'zero quantity'
        ? { ...valid, products: [{ ...lines[0], quantity: 0 }] }
        : kind === 'bad email'
          ? { ...valid, billing: { ...billing, email: 'nope' } }
          : valid;
  const headers = {
    'Content-Type': 'application/json',
    Origin: 'http://localhost:5000',
    'Idempotency-Key': `load-${Date.now()}-${i}`,
    ...(kind === 'no token' ? {} : { Authorization: `Bearer ${token}` }),
  };
  return { kind, init: { method: 'POST', headers, body: JSON.stringify(body) } };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The stock of each of `inStock` as Firestore has it now. */
const stockNow = () =>
  Promise.all(inStock.map(async ({ id }) => (await readDocument(`Products/${id}`))?.stock));

const tokens = await inBatches(TOTAL, 20, shopperToken);
console.log(`${TOTAL} shoppers signed in, one request each.`);
const stockBefore = await stockNow();
const started = performance.now();
const results = await Promise.all(
  Array.from({ length: TOTAL }, async (_, i) => {
    const { kind, init } = requestFor(i, tokens[i]);
    const sent = performance.now();
    const response = await fetch(ENDPOINT, init);
    const body = await response.json().catch(() => ({}));
    return {
      kind,
      status: response.status,
      ms: performance.now() - sent,
      url: body.url,
      orderId: body.orderId,
      token: tokens[i],
      policy: response.headers.get('RateLimit-Policy'),
    };
  }),
);
const wall = performance.now() - started;
const stockAfter = await stockNow();

const statuses = {};
for (const { kind, status } of results)
  statuses[`${kind} → ${status}`] = (statuses[`${kind} → ${status}`] ?? 0) + 1;
const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
const wrong = results.filter((result) =>
  result.kind === 'valid' ? result.status !== 200 || !result.url : ![400, 401].includes(result.status),
);

console.log(`${TOTAL} concurrent checkout requests to ${ENDPOINT} in ${(wall / 1000).toFixed(1)} s`);
const policy = results.find((result) => result.policy)?.policy;
console.log(`Checkout limits the function ran with (RateLimit-Policy): ${policy ?? 'none reported'}`);
const refused = results.filter((result) => result.status === 429).length;
console.log(`Shoppers behind this one address refused as too many (429): ${refused} of ${TOTAL}`);
if (refused > 0)
  console.error(
    'Past the per-address limit: more than a carrier NAT sends. A bigger run needs it raised, e.g.\n' +
      '  CHECKOUT_ADDRESS_BURST=1000 CHECKOUT_ADDRESS_PER_MINUTE=1000 npm start',
  );
console.table(statuses);
console.log(
  `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
);
// Request i holds one unit of each of the first 1 + i % 3 products when it got a session.
const held = inStock.map(
  (_, at) => results.filter((result, i) => result.kind === 'valid' && result.url && at < 1 + (i % 3)).length,
);
const miscounted = inStock.filter((_, at) => stockBefore[at] - stockAfter[at] !== held[at]);
console.log(
  `Stock of the five products: ${stockBefore.join(', ')} before, ${stockAfter.join(', ')} after (${held.join(', ')} held).`,
);
const made = results.filter((result) => result.orderId && result.url);
let cancelled = 0;
for (let at = 0; at < made.length; at += 10) {
  const answers = await Promise.all(
    made.slice(at, at + 10).map(async ({ orderId, url, token }) => {
      // As a shopper's browser does: Cancel on the payment page leads back with the attempt's token.
      const back = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
      const cancelToken = new URL(back.headers.get('location') ?? '', ENDPOINT).searchParams.get('token');
      return fetch(
        ENDPOINT.replace(/create-checkout-session$|createCheckoutSession$/, (name) =>
          name.startsWith('create-') ? 'cancel-checkout' : 'cancelCheckout',
        ),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ orderId, token: cancelToken }),
        },
      );
    }),
  );
  cancelled += answers.filter((answer) => answer.ok).length;
}
console.log(`Cancelled ${cancelled} of the ${made.length} orders made, giving their held units back.`);
if (miscounted.length > 0) {
  console.error(
    `The stock of ${miscounted.map(({ id }) => id).join(', ')} did not go down by the units held.`,
  );
  process.exit(1);
}
if (wrong.length > 0) {
  console.error(`${wrong.length} requests were answered wrongly, e.g.`, wrong.slice(0, 3));
  process.exit(1);
}
console.log(
  'Every valid request got a session; every invalid one was refused; the stock went down by the units held.',
);
