// One account bursting checkouts: what a script holding the shop's stock would try.
import { listDocuments } from '../lib/emulator-rest.mjs';
import { cartOf, checkout, idTokenFor, stockOf } from '../lib/shop-client';
import { freshRateLimits, productWith, type Outcome } from './scenarios';

const billing = {
  firstname: 'Hoarder',
  lastname: 'Script',
  number: '+1 555 0101',
  email: 'hoarder@eshop.test',
  address: '2 Fault Lane',
  country: 'USA',
  zip: '',
  orderNotes: '',
};

/**
 * One account sends `requests` checkouts at once, each with its own Idempotency-Key, for one unit
 * of a product with that many units. It may hold one order's units at most, and be refused the
 * rest with 429 (the per-address and per-account limits) or 409 (its own checkouts closing each
 * other); nothing may fail otherwise.
 */
export async function accountBurst(id: number, requests = 100): Promise<Outcome> {
  const broken: string[] = [];
  await productWith(id, requests);
  // From a fresh address: the scenarios before this one spent this machine's allowance.
  await freshRateLimits();
  const token = await idTokenFor(`hoarder-${id}@chaos.eshop.test`, 'Chaos#2026');
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: requests }, (_, at) =>
      checkout({ products: cartOf({ id, quantity: 1 }), billing }, { token, key: `hoard-${id}-${at}-key` }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  const others = answers.filter((answer) => ![200, 409, 429].includes(answer.status));
  for (const answer of others)
    broken.push(`a checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  if (answers.some((answer) => answer.status === 429 && !(answer.retryAfter && answer.retryAfter >= 1)))
    broken.push('a 429 came without Retry-After');

  const held = (await listDocuments('Orders')).filter(
    (order) =>
      (order.lines as { id: number }[] | undefined)?.some((line) => line.id === id) &&
      order.hold === 'held' &&
      order.status === 'pending',
  );
  const heldUnits = requests - (await stockOf(id));
  if (held.length > 1) broken.push(`the account holds ${held.length} orders at once`);
  if (heldUnits > 1) broken.push(`the account holds ${heldUnits} units`);
  return {
    name: `one account bursting ${requests} checkouts`,
    figures: {
      'sent to pay (200)': count(200),
      'refused, too many (429)': count(429),
      'closed by its own next one (409)': count(409),
      'orders held after': held.length,
      'units held after': heldUnits,
      'seconds for the burst': seconds.toFixed(1),
    },
    broken,
  };
}
