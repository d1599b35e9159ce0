// The hold-and-cancel flicker against a wisher: a shopper holds a product's last unit
// and cancels, again and again, while another shopper has it in their wishlist. Each hold sells
// the product out and each cancel gives the unit back; none of that is news to the wisher. Then
// the operator sells it out and restocks it twice in a day: news, told once. Run by
// `npm run chaos` (scripts/chaos.ts).
import { listDocuments, readDocument, writeDocuments } from '../lib/emulator-rest.mjs';
import { cancelAtStandin, cancelCheckout, cartOf, checkout, idTokenFor } from '../lib/shop-client';
import { productWith, waitFor, type Outcome } from './scenarios';

const billing = {
  firstname: 'Fay',
  lastname: 'Flicker',
  number: '+1 555 0101',
  email: 'flicker@eshop.test',
  address: '2 Fault Lane',
  country: 'USA',
  zip: '',
  orderNotes: '',
};

/**
 * `rounds` holds of the last unit, each cancelled from the payment page, then two restocks by the
 * operator; counts the back-in-stock notices the wisher was sent.
 */
export async function holdAndCancelFlicker(id: number, rounds = 8): Promise<Outcome> {
  const broken: string[] = [];
  const wisher = `flicker-wisher-${id}`;
  await productWith(id, 1);
  await writeDocuments([
    {
      path: `Users/${wisher}`,
      data: {
        uid: wisher,
        email: `${wisher}@chaos.eshop.test`,
        wishlist: [String(id)],
        createdAt: new Date(),
      },
    },
  ]);
  const token = await idTokenFor(`flicker-${id}@chaos.eshop.test`, 'Chaos#2026');
  // The notices function runs after each write: its baseline for the wisher says it has handled
  // the write that left the product in stock, or sold out (the notice is written with it).
  const handled = async (inStock: boolean) => {
    const seen = await waitFor(
      async () => (await readDocument(`Products/${id}/watchers/${wisher}`))?.inStock === inStock,
    );
    if (!seen) broken.push(`the notices function never saw the product ${inStock ? 'in stock' : 'sold out'}`);
  };
  const backInStock = async () =>
    (await listDocuments(`Users/${wisher}/notices`)).filter((notice) => notice.kind === 'back-in-stock')
      .length;

  let held = 0;
  let released = 0;
  const refusals = new Map<number, number>();
  const hold = (round: number) =>
    checkout({ products: cartOf({ id, quantity: 1 }), billing }, { token, key: `flicker-${id}-${round}` });
  for (let round = 0; round < rounds; round += 1) {
    let answer = await hold(round);
    // The scenarios before this one may have spent the address's checkouts (rate-limit.ts): the
    // flicker waits as a patient attacker would, once.
    if (answer.status === 429 && (answer.retryAfter ?? Infinity) <= 60) {
      await new Promise((resolve) => setTimeout(resolve, (answer.retryAfter ?? 0) * 1000));
      answer = await hold(round);
    }
    if (answer.status !== 200) {
      refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
      continue;
    }
    held += 1;
    await handled(false);
    const cancelToken = await cancelAtStandin(answer.body.url ?? '');
    const cancelled = await cancelCheckout(answer.body.orderId ?? '', token, cancelToken);
    if (cancelled.body.status === 'expired') released += 1;
    await handled(true);
  }
  if (held === 0) broken.push('no hold was made: the flicker never ran');
  if (released !== held) broken.push(`${released} of ${held} holds were released by their cancel`);
  const fromFlicker = await backInStock();
  if (fromFlicker > 0) broken.push(`${fromFlicker} back-in-stock notices from released holds`);

  for (let restock = 0; restock < 2; restock += 1) {
    await productWith(id, 0);
    await handled(false);
    await productWith(id, 3);
    await handled(true);
  }
  const inAll = await backInStock();
  if (inAll !== 1) broken.push(`${inAll} back-in-stock notices in one day, not 1`);
  return {
    name: `hold-and-cancel flicker against a wisher (${rounds} rounds)`,
    figures: {
      'holds made': held,
      'holds released': released,
      'checkouts refused': [...refusals].map(([status, count]) => `${count} × ${status}`).join(', ') || 0,
      'back-in-stock notices from the flicker': fromFlicker,
      'restocks by the operator': 2,
      'back-in-stock notices in all': inAll,
    },
    broken,
  };
}
