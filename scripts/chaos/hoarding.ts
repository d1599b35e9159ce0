// One account trying to hold the whole stock of many products, and checkouts carrying made-up
// X-Forwarded-For entries: what the caps on a hold (lib/constants.ts) and the client's address
// (functions/src/checkout/client-address.ts) leave such a script.
import { MAX_LINE_QUANTITY, MAX_ORDER_UNITS, UNVERIFIED_ORDER_UNITS } from '../../src/domain/shop-rules';
import { listDocuments } from '../lib/emulator-rest.mjs';
import { cartOf, checkout, idTokenFor, SITE, stockOf } from '../lib/shop-client';
import { freshRateLimits, productWith, type Outcome } from './scenarios';

const billing = {
  firstname: 'Hoarder',
  lastname: 'Script',
  number: '+1 555 0102',
  email: 'hoarder@eshop.test',
  address: '3 Fault Lane',
  country: 'USA',
  zip: '',
  orderNotes: '',
};

/** Units of `ids` that orders hold now (pending, holding). */
async function heldUnits(ids: readonly number[]) {
  let units = 0;
  for (const id of ids) units += 50 - (await stockOf(id));
  return units;
}

/**
 * One verified account, then one unverified, each asking for the whole stock (50 units) of
 * `products` products in one checkout, then for as much as a checkout takes. Held afterwards: at
 * most MAX_ORDER_UNITS units (MAX_LINE_QUANTITY of a product) for the verified account, and
 * UNVERIFIED_ORDER_UNITS for the other.
 */
export async function wholeStockOfMany(firstId: number, products = 30): Promise<Outcome> {
  const broken: string[] = [];
  const ids = Array.from({ length: products }, (_, at) => firstId + at);
  for (const id of ids) await productWith(id, 50);
  await freshRateLimits();
  const everything = cartOf(...ids.map((id) => ({ id, quantity: 50 })));
  const most = cartOf(
    ...ids.slice(0, MAX_ORDER_UNITS / MAX_LINE_QUANTITY).map((id) => ({ id, quantity: MAX_LINE_QUANTITY })),
  );

  const verified = await idTokenFor(`hoarder-${firstId}@chaos.eshop.test`, 'Chaos#2026');
  const whole = await checkout(
    { products: everything, billing },
    { token: verified, key: `hoard-all-${firstId}` },
  );
  const capped = await checkout(
    { products: most, billing },
    { token: verified, key: `hoard-most-${firstId}` },
  );
  const heldVerified = await heldUnits(ids);
  if (whole.status !== 400) broken.push(`the whole stock was answered ${whole.status}, not 400`);
  if (heldVerified > MAX_ORDER_UNITS) broken.push(`a verified account holds ${heldVerified} units`);

  const unverified = await idTokenFor(`hoarder-new-${firstId}@chaos.eshop.test`, 'Chaos#2026', {
    verified: false,
  });
  const small = await checkout(
    { products: most, billing },
    { token: unverified, key: `hoard-new-${firstId}` },
  );
  const heldBoth = await heldUnits(ids);
  if (small.status !== 403)
    broken.push(`an unverified account's ${MAX_ORDER_UNITS} units were answered ${small.status}`);
  if (heldBoth - heldVerified > UNVERIFIED_ORDER_UNITS)
    broken.push(`an unverified account holds ${heldBoth - heldVerified} units`);
  return {
    name: `one account asking for the whole stock of ${products} products`,
    figures: {
      'units asked for': products * 50,
      'answer to the whole stock': whole.status,
      [`answer to ${MAX_ORDER_UNITS} units`]: capped.status,
      'units held by the verified account': heldVerified,
      [`cap (units, of one product)`]: `${MAX_ORDER_UNITS}, ${MAX_LINE_QUANTITY}`,
      "answer to the unverified account's": small.status,
      'units held by the unverified account': heldBoth - heldVerified,
    },
    broken,
  };
}

/**
 * `requests` checkouts from as many accounts, each with a made-up address of its own written
 * into X-Forwarded-For: the rate-limit buckets they make. The entries a caller writes are never
 * read, so they make no bucket of their own.
 */
export async function madeUpAddresses(id: number, requests = 20): Promise<Outcome> {
  const broken: string[] = [];
  await productWith(id, requests);
  await freshRateLimits();
  const answers = await Promise.all(
    Array.from({ length: requests }, async (_, at) => {
      const token = await idTokenFor(`forger-${id}-${at}@chaos.eshop.test`, 'Chaos#2026');
      const response = await fetch(`${SITE}/api/create-checkout-session`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: SITE,
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': `forger-${id}-${at}-key`,
          'X-Forwarded-For': `203.0.113.${at}, 198.51.100.${at}`,
        },
        body: JSON.stringify({ products: cartOf({ id, quantity: 1 }), billing }),
      });
      return response.status;
    }),
  );
  const buckets = await listDocuments('RateLimits');
  // One bucket per account, and the one of this machine's address.
  const addressBuckets = buckets.length - requests;
  if (addressBuckets > 1) broken.push(`${addressBuckets} address buckets for one machine`);
  return {
    name: `${requests} checkouts with made-up X-Forwarded-For entries`,
    figures: {
      'sent to pay (200)': answers.filter((status) => status === 200).length,
      'buckets made': buckets.length,
      'of them, addresses': addressBuckets,
    },
    broken,
  };
}
