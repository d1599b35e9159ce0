// Test support: one shopper's account and the devices
// that edit its cart, each with its own IndexedDB, so cart-sync can be exercised across devices,
// on an account kept in memory or on the real one in Firestore (tests/integration). Needs
// fake-indexeddb's globals (import 'fake-indexeddb/auto' in the test).
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

import type { CartLine } from '@/features/cart';
import type { MergeWithAccount } from '@/features/cart/api/account-cart';
import { sameCart } from '@/features/cart/logic/cart-merge';

/** Lets whatever else is waiting run first, as a network round trip would. */
export const roundTrip = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** As many runs as Firestore gives a transaction that keeps finding its document changed. */
const MAX_TRANSACTION_RUNS = 5;

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
      import('@/features/cart/local-db/cart-db'),
      import('@/features/cart/local-db/cart-store'),
      import('@/features/cart/local-db/cart-sync'),
    ]);
    // The connection is opened now and kept: later calls never look at the global again.
    await db.openCartDb();
    return { store, sync };
  } finally {
    globalThis.indexedDB = shared;
  }
}

/** What a device reaches while online: a simulated account, or the real one in Firestore. */
export interface CartAccount {
  read: () => Promise<CartLine[]>;
  transact: (merge: MergeWithAccount) => Promise<void>;
}

export type SimulatedDevice = Awaited<ReturnType<typeof aSimulatedDevice>>;

const offline = () => new Error('offline');

/**
 * A device signed in as `uid`, talking to `account` while online. A request made offline fails at
 * once. With `cutsInFlight`, going offline also cuts a transaction already on its way: one whose
 * commit had not gone out writes nothing, one whose commit had gone out lands unanswered.
 */
export async function aSimulatedDevice(
  account: CartAccount,
  { uid = 'shopper-1', cutsInFlight = false }: { uid?: string; cutsInFlight?: boolean } = {},
) {
  const { store, sync } = await loadOnOwnStorage();
  let online = true;
  // Read through a call: the flag changes while a transaction awaits.
  const isOnline = () => online;
  let loseNextAnswer = false;
  /** Transactions begun, and the runs repeated because another write came first. */
  const figures = { transactions: 0, reruns: 0 };
  const transact = async (merge: MergeWithAccount) => {
    if (!online) throw offline();
    const answerLost = loseNextAnswer;
    loseNextAnswer = false;
    figures.transactions += 1;
    let runs = 0;
    try {
      await account.transact(async (server) => {
        runs += 1;
        const next = await merge(server);
        if (cutsInFlight && !isOnline()) throw offline();
        return next;
      });
    } finally {
      figures.reruns += Math.max(0, runs - 1);
    }
    if (answerLost || (cutsInFlight && !isOnline()))
      throw new Error('The write landed, but its answer never came back.');
  };
  return {
    figures,
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
    flush: () => sync.flushCart(uid, { transact: (_uid, merge) => transact(merge) }),
    signIn: () => sync.syncOnSignIn(uid, () => (online ? account.read() : Promise.reject(offline()))),
    lines: () => store.readStoredCart(),
    queued: () => store.readOutbox(uid),
  };
}
