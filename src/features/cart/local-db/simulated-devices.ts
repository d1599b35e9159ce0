// Test support, not shipped (nothing in the app imports it): one shopper's account and the devices
// that edit its cart, each with its own IndexedDB, so cart-sync can be exercised across devices
// without Firebase. Needs fake-indexeddb's globals (import 'fake-indexeddb/auto' in the test).
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

import type { MergeWithAccount } from '../api/account-cart';
import { sameCart } from '../logic/cart-merge';
import type { CartLine } from '../types';

/** Lets whatever else is waiting run first, as a network round trip would. */
export const roundTrip = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** As many runs as Firestore gives a transaction that keeps finding its document changed. */
const MAX_TRANSACTION_RUNS = 5;

export type SimulatedAccount = ReturnType<typeof aSimulatedAccount>;

/**
 * `Users/{uid}.cart` as Firestore keeps it: a transaction reads it, and a commit that finds it
 * changed since that read is thrown away and the transaction run again on the newer cart.
 */
export function aSimulatedAccount(initial: CartLine[] = []) {
  let cart = initial;
  let version = 0;
  return {
    get cart() {
      return cart;
    },
    /** A write outside the devices: the paid webhook emptying the cart, say. */
    write(next: CartLine[]) {
      cart = next;
      version += 1;
    },
    async read() {
      await roundTrip();
      return cart;
    },
    async transact(merge: MergeWithAccount, { answerLost = false } = {}) {
      for (let run = 0; run < MAX_TRANSACTION_RUNS; run += 1) {
        const seen = version;
        const server = cart;
        await roundTrip();
        const next = await merge(server);
        await roundTrip();
        if (version !== seen) continue;
        if (!sameCart(next, server)) this.write(next);
        if (answerLost) throw new Error('The write landed, but its answer never came back.');
        return;
      }
      throw new Error('The transaction kept finding the cart changed.');
    },
  };
}

/** This device's own copy of the cart modules, bound to its own IndexedDB. */
async function loadOnOwnStorage() {
  const shared = globalThis.indexedDB;
  vi.resetModules();
  globalThis.indexedDB = new IDBFactory();
  try {
    const [db, store, sync] = await Promise.all([
      import('./cart-db'),
      import('./cart-store'),
      import('./cart-sync'),
    ]);
    // The connection is opened now and kept: later calls never look at the global again.
    await db.openCartDb();
    return { store, sync };
  } finally {
    globalThis.indexedDB = shared;
  }
}

export type SimulatedDevice = Awaited<ReturnType<typeof aSimulatedDevice>>;

/** A device signed in as `uid`, talking to `account` while online. */
export async function aSimulatedDevice(account: SimulatedAccount, uid = 'shopper-1') {
  const { store, sync } = await loadOnOwnStorage();
  let online = true;
  let loseNextAnswer = false;
  const offline = () => Promise.reject(new Error('offline'));
  return {
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
    },
    /** The next write lands on the account, but the page closes before hearing so. */
    loseNextAnswer: () => {
      loseNextAnswer = true;
    },
    edit: (apply: (lines: CartLine[]) => CartLine[]) => store.changeStoredCart({ apply, uid }),
    flush: () =>
      sync.flushCart(uid, {
        transact: (_uid, merge) => {
          if (!online) return offline();
          const answerLost = loseNextAnswer;
          loseNextAnswer = false;
          return account.transact(merge, { answerLost });
        },
      }),
    signIn: () => sync.syncOnSignIn(uid, () => (online ? account.read() : offline())),
    lines: () => store.readStoredCart(),
    queued: () => store.readOutbox(uid),
  };
}
