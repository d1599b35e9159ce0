// Two refunds of one line at once: the operator (or two operators, two tabs) sends two
// refunds of the same units of a paid order in the same instant, each with its own
// Idempotency-Key. The desk plans each refund in the order's transaction, so the second finds the
// units reserved by the first: what Stripe gives back never covers more units than were bought.
// Run by `npm run chaos` (scripts/chaos.ts).
import Stripe from 'stripe';

import { DEMO_ADMIN } from '../lib/demo-accounts.mjs';
import {
  cartOf,
  checkout,
  idTokenFor,
  orderOf,
  payAtStandin,
  SITE,
  STANDIN,
  stockOf,
} from '../lib/shop-client';
import { productWith, waitFor, type Outcome } from './scenarios';

const billing = {
  firstname: 'Rex',
  lastname: 'Refund',
  number: '+1 555 0102',
  email: 'refund-race@eshop.test',
  address: '3 Fault Lane',
  country: 'USA',
  zip: '',
  orderNotes: '',
};

/**
 * Each order buys UNITS units of the raced line and KEPT units of another, which nobody refunds:
 * the payment then covers both refunds of the raced line, so Stripe's own cap on what is left to
 * give back cannot hide a second refund the shop should not have asked for. AT_ONCE refunds of
 * all the raced line's units are sent at once.
 */
const UNITS = 2;
const KEPT = 3;
const AT_ONCE = 2;

const { hostname, port } = new URL(STANDIN);
const stripe = new Stripe('sk_test_chaos_refunds', { host: hostname, port, protocol: 'http' });

/** POST /api/desk/refund as the desk's page calls it. */
async function refund(token: string, orderId: string, key: string) {
  const response = await fetch(`${SITE}/api/desk/refund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
    body: JSON.stringify({ orderId, lines: [{ line: 0, quantity: UNITS }] }),
  });
  return response.status;
}

/** A checkout, waiting out the per-address limit (429) if earlier scenarios spent it. */
async function checkoutOf(token: string, id: number, keptId: number, key: string) {
  const products = cartOf({ id, quantity: UNITS }, { id: keptId, quantity: KEPT });
  for (;;) {
    const answer = await checkout({ products, billing }, { token, key });
    if (answer.status !== 429) return answer;
    await new Promise((resolve) => setTimeout(resolve, (answer.retryAfter ?? 1) * 1000));
  }
}

/** The units of line 0 that Stripe's refunds of the order say they gave back (the desk's metadata). */
async function unitsGivenBack(sessionId: string) {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent) return { units: 0, cents: 0, refunds: 0 };
  const { data } = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
  const units = data
    .flatMap((made) => (made.metadata?.lines ?? '').split(',').filter((pair) => pair.startsWith('0:')))
    .reduce((sum, pair) => sum + Number(pair.split(':')[1] ?? 0), 0);
  return { units, cents: data.reduce((sum, made) => sum + made.amount, 0), refunds: data.length };
}

/**
 * `rounds` paid orders; for each, AT_ONCE refunds of all the units of its first line sent at once.
 * Invariants: the units Stripe gave back for the line never exceed its quantity, nor the cents
 * what was paid; the order records what Stripe made and holds no reservation after; the raced
 * product's stock is back where it started (not shipped: its units go back on sale), the other's
 * down by what was kept.
 */
export async function twoRefundsOfOneLine(id: number, rounds = 5): Promise<Outcome> {
  const broken: string[] = [];
  const stock = rounds * UNITS;
  const keptId = id + 1_000;
  await productWith(id, stock);
  await productWith(keptId, rounds * KEPT);
  const admin = await idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password);
  let refunded = 0;
  let made = 0;
  let refused = 0;
  let other = 0;
  for (let round = 0; round < rounds; round += 1) {
    const token = await idTokenFor(`refund-race-${id}-${round}@chaos.eshop.test`, 'Chaos#2026');
    const answer = await checkoutOf(token, id, keptId, `refund-race-${id}-${round}`);
    const orderId = answer.body.orderId ?? '';
    if (answer.status !== 200 || (await payAtStandin(answer.body.url ?? '')) !== 303) {
      broken.push(`round ${round}: the order could not be bought (${answer.status})`);
      continue;
    }
    if (!(await waitFor(async () => (await orderOf(orderId))?.status === 'paid')))
      broken.push(`round ${round}: the payment never marked the order paid`);
    const statuses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, at) => refund(admin, orderId, `race-${id}-${round}-${at}`)),
    );
    refused += statuses.filter((status) => status === 409).length;
    other += statuses.filter((status) => status !== 200 && status !== 409).length;
    const given = await unitsGivenBack(answer.body.id ?? '');
    refunded += given.units;
    made += given.refunds;
    const paidCents = (Number((await orderOf(orderId))?.total) || 0) * 100;
    if (given.units > UNITS)
      broken.push(`round ${round}: ${given.units} units refunded of a line of ${UNITS}`);
    if (given.cents > Math.round(paidCents))
      broken.push(`round ${round}: ${given.cents} cents given back of ${paidCents}`);
    const order = await orderOf(orderId);
    if (Math.round(Number(order?.refundedAmount ?? 0) * 100) !== given.cents)
      broken.push(
        `round ${round}: the order records ${String(order?.refundedAmount)}, Stripe gave back ${given.cents} cents`,
      );
    if (Object.keys(order?.pendingRefunds ?? {}).length > 0)
      broken.push(`round ${round}: a refund is still reserved after both answered`);
  }
  const finalStock = await stockOf(id);
  if (finalStock !== stock)
    broken.push(`final stock ${finalStock}, expected ${stock} (every unit back on sale)`);
  const keptStock = await stockOf(keptId);
  if (keptStock !== 0) broken.push(`the kept product's stock is ${keptStock}, not 0`);
  if (other > 0) broken.push(`${other} refunds answered neither 200 nor 409`);
  return {
    name: `two refunds of one line at once, ${rounds} orders (${UNITS} units refunded, ${KEPT} kept)`,
    figures: {
      'units bought on the line': rounds * UNITS,
      'refunds sent': rounds * AT_ONCE,
      'refunds made': made,
      'refused (units reserved)': refused,
      'units refunded': refunded,
      'final stock': finalStock,
    },
    broken,
  };
}
