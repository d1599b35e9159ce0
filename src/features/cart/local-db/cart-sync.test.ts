import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import { aSimulatedAccount } from '../../../../tests/support/simulated-devices';
import { addLine } from '../logic/cart-rules';
import type { CartLine } from '../types';
import { cartChannel } from './cart-channel';
import { closeCartDb } from './cart-db';
import { changeStoredCart, readOutbox, readStoredCart } from './cart-store';
import { createOutboxFlusher, flushCart, syncOnSignIn, type TransactCart } from './cart-sync';
import { eventually } from '../../../../tests/support/eventually';

vi.mock('../api/user-cart', () => ({
  saveUserCart: vi.fn(),
  readUserCart: vi.fn(),
  transactUserCart: vi.fn(),
}));

const UID = 'shopper-1';
const headphones = aCartLine({ id: 1, quantity: 1 });
const laptop = aCartLine({ id: 2, quantity: 1 });
const phone = aCartLine({ id: 3, quantity: 1 });
const add = (line: CartLine) => changeStoredCart({ apply: (lines) => addLine(lines, line), uid: UID });
const summary = (lines: readonly CartLine[]) => lines.map((line) => `${line.id}×${line.quantity}`);

/** The account in Firestore, and the transaction this device's flushes run on it (counted). */
function anAccount(cart: CartLine[] = []) {
  const account = aSimulatedAccount(cart);
  const transact = vi.fn<TransactCart>((_uid, merge) => account.transact(merge));
  return { account, transact, flush: () => flushCart(UID, { transact }) };
}

beforeEach(async () => {
  await closeCartDb();
  await deleteDB('eshop-cart');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('queues every change for the account and a flush writes the latest cart once', async () => {
    const { account, transact, flush } = anAccount();
    await add(headphones);
    await add(laptop);
    expect(await flush()).toBe('saved');
    expect(transact).toHaveBeenCalledTimes(1);
    expect(summary(account.cart)).toEqual(['1×1', '2×1']);
    expect(await readOutbox(UID)).toBeUndefined();
    expect(await flush()).toBe('nothing');
    expect(transact).toHaveBeenCalledTimes(1);
  });

  it('never writes the same entry twice when flushes overlap', async () => {
    const { account, transact, flush } = anAccount();
    await add(headphones);
    expect(await Promise.all([flush(), flush(), flush()])).toEqual(['saved', 'nothing', 'nothing']);
    expect(transact).toHaveBeenCalledTimes(1);
    expect(summary(account.cart)).toEqual(['1×1']);
  });

  it('merges into what the account holds instead of writing over it', async () => {
    const { account, flush } = anAccount();
    await syncOnSignIn(UID, () => account.read());
    account.write([laptop]); // another device added a laptop
    await add(headphones);
    await flush();
    expect(summary(account.cart)).toEqual(['2×1', '1×1']);
  });

  it('takes the merged cart on the device, tells this tab, and agrees on it from then on', async () => {
    const { account, flush } = anAccount();
    await syncOnSignIn(UID, () => account.read());
    account.write([laptop]);
    await add(headphones);
    const heard = vi.fn();
    const stopListening = cartChannel.listen(heard);
    await flush();
    stopListening();
    expect(summary(await readStoredCart())).toEqual(['2×1', '1×1']);
    expect(heard).toHaveBeenCalledWith({ type: 'changed' });
    // The merged cart is the new base: removing the laptop here now removes it from the account.
    await changeStoredCart({ apply: (lines) => lines.filter((line) => line.id !== 2), uid: UID });
    await flush();
    expect(summary(account.cart)).toEqual(['1×1']);
  });

  it('keeps a change made during the write on top of the merged cart, and queued', async () => {
    const { account, flush } = anAccount([laptop]);
    await syncOnSignIn(UID, () => account.read());
    await add(headphones);
    await flushCart(UID, {
      transact: (_uid, merge) =>
        account.transact(async (server) => {
          const merged = await merge(server);
          await add(phone); // while the transaction is on its way
          return merged;
        }),
    });
    expect(summary(account.cart)).toEqual(['2×1', '1×1']);
    expect(summary(await readStoredCart())).toEqual(['2×1', '1×1', '3×1']);
    expect(summary((await readOutbox(UID))?.cart ?? [])).toEqual(['2×1', '1×1', '3×1']);
    await flush();
    expect(summary(account.cart)).toEqual(['2×1', '1×1', '3×1']);
    expect(await readOutbox(UID)).toBeUndefined();
  });

  it('keeps the entry when the write fails', async () => {
    await add(headphones);
    await expect(flushCart(UID, { transact: () => Promise.reject(new Error('offline')) })).rejects.toThrow(
      'offline',
    );
    expect(summary((await readOutbox(UID))?.cart ?? [])).toEqual(['1×1']);
  });

  it('keeps its change when a refused run had written the cart another device then wrote', async () => {
    const { account } = anAccount();
    await syncOnSignIn(UID, () => account.read());
    await add(headphones);
    // Both devices add the same headphones at once; the other one's write comes first, so this
    // run's write is refused and the transaction runs again on the account's newer cart.
    await flushCart(UID, {
      transact: async (_uid, merge) => {
        await merge(account.cart);
        account.write([headphones]);
        account.write(await merge(account.cart));
      },
    });
    expect(summary(account.cart)).toEqual(['1×2']);
  });

  it('does not apply its changes twice when the next flush finds its unanswered write landed', async () => {
    const { account, flush } = anAccount([laptop]);
    await syncOnSignIn(UID, () => account.read());
    await add(headphones);
    await expect(
      flushCart(UID, { transact: (_uid, merge) => account.transact(merge, { answerLost: true }) }),
    ).rejects.toThrow();
    expect(await flush()).toBe('saved');
    expect(summary(account.cart)).toEqual(['2×1', '1×1']);
    expect(summary(await readStoredCart())).toEqual(['2×1', '1×1']);
  });
});

describe('the flusher', () => {
  it('retries a failed write with growing delays until it succeeds', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const flush = vi
      .fn<(uid: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(undefined);
    const flusher = createOutboxFlusher(flush, () => true);
    flusher.start(UID);
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(flush).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).toHaveBeenCalledTimes(3);
    flusher.stop();
  });

  it('waits while offline and flushes when poked on reconnect; stops at sign-out', async () => {
    let online = false;
    const flush = vi.fn(() => Promise.resolve());
    const flusher = createOutboxFlusher(flush, () => online);
    flusher.start(UID);
    await Promise.resolve();
    expect(flush).not.toHaveBeenCalled();
    online = true;
    flusher.poke();
    await eventually(() => expect(flush).toHaveBeenCalledWith(UID));
    flusher.stop();
    flusher.poke();
    expect(flush).toHaveBeenCalledTimes(1);
  });
});

describe('sign-in', () => {
  it('adds an offline change to what another device saved, and queues the result', async () => {
    // In step with the account at one pair of headphones…
    await syncOnSignIn(UID, () => Promise.resolve([headphones]));
    // …this device adds a second pair offline, while another device adds a laptop.
    await add(headphones);
    const merged = await syncOnSignIn(UID, () => Promise.resolve([headphones, laptop]));
    expect(summary(merged)).toEqual(['1×2', '2×1']);
    expect(summary(await readStoredCart())).toEqual(['1×2', '2×1']);
    expect(summary((await readOutbox(UID))?.cart ?? [])).toEqual(['1×2', '2×1']);
  });

  it('does not count twice a write that reached the account before its page closed', async () => {
    const account = aSimulatedAccount([laptop]);
    await syncOnSignIn(UID, () => account.read());
    await add(headphones);
    await expect(
      flushCart(UID, { transact: (_uid, merge) => account.transact(merge, { answerLost: true }) }),
    ).rejects.toThrow();
    const merged = await syncOnSignIn(UID, () => account.read());
    expect(summary(merged)).toEqual(['2×1', '1×1']);
    expect(await readOutbox(UID)).toBeUndefined();
  });

  it('does not count twice a landed but unnoted write followed by another change', async () => {
    const account = aSimulatedAccount();
    await syncOnSignIn(UID, () => account.read());
    await add(headphones);
    await expect(
      flushCart(UID, { transact: (_uid, merge) => account.transact(merge, { answerLost: true }) }),
    ).rejects.toThrow();
    await add(headphones); // the next page adds another pair before its sign-in merge runs
    const merged = await syncOnSignIn(UID, () => account.read());
    expect(summary(merged)).toEqual(['1×2']);
  });

  it('counts an addition it only queued even when the account holds an equal cart', async () => {
    // Both devices agree on an empty cart; each adds the same headphones, the other one first.
    const account = aSimulatedAccount();
    await syncOnSignIn(UID, () => account.read());
    await add(headphones);
    account.write([headphones]);
    expect(summary(await syncOnSignIn(UID, () => account.read()))).toEqual(['1×2']);
  });

  it('takes the account’s cart over lines another account left on the device', async () => {
    await syncOnSignIn('someone-else', () => Promise.resolve([laptop]));
    expect(summary(await syncOnSignIn(UID, () => Promise.resolve([headphones])))).toEqual(['1×1']);
  });

  it('leaves the device’s cart alone when the account cannot be read', async () => {
    await add(headphones);
    await expect(syncOnSignIn(UID, () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(summary(await readStoredCart())).toEqual(['1×1']);
  });
});
