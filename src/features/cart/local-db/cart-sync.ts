import { readUserCart, transactUserCart, type MergeWithAccount } from '../api/account-cart';
import { mergeCarts } from '../logic/cart-merge';
import { mergeBase } from '../logic/merge-base';
import { retryDelayMs } from '../logic/retry-delay';
import type { CartLine } from '../types';
import { announceCart } from './cart-channel';
import { adoptCart, forgetLastAttempt, markWritten, noteAttempt, readOutbox, readOwner } from './cart-store';

/**
 * Runs `merge` on the account's cart and writes its result, all in one transaction. `merge` runs
 * again on the newer cart only when the previous run's write was refused (another write came
 * first), so nothing of it landed; a write whose fate is unknown (the connection dropped) throws.
 */
export type TransactCart = (uid: string, merge: MergeWithAccount) => Promise<void>;

let flushing: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` alone across this tab (a queue) and across tabs (a Web Lock, where there is one):
 * a flush and a sign-in merge each read and then replace this device's merge base.
 */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locked = () =>
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? navigator.locks.request('eshop-cart-outbox', task)
      : task();
  const run = flushing.then(locked, locked);
  flushing = run.catch(() => undefined);
  return run;
}

/**
 * Sends the queued changes of `uid` to the account, if any are queued. In one transaction the
 * account's cart is read, this device's changes since it last agreed with the account are
 * applied to it (mergeCarts), and the result is written: what another device or the paid webhook
 * wrote meanwhile is kept, never overwritten. The merged cart is noted before the write commits,
 * so a write that lands unnoted (the page closed) is recognised later. Then the device takes the
 * merged cart, with whatever changed here meanwhile on top and still queued, and every tab is
 * told. One flush at a time, so an entry is never sent twice. Resolves 'saved' or 'nothing';
 * throws when the transaction fails (the entry stays queued).
 */
export function flushCart(
  uid: string,
  { transact = transactUserCart }: { transact?: TransactCart } = {},
): Promise<'saved' | 'nothing'> {
  return exclusive(async () => {
    const entry = await readOutbox(uid);
    if (!entry) return 'nothing';
    let written: CartLine[] | undefined;
    await transact(uid, async (server) => {
      // A run again: the previous one's write was refused, so it cannot be what the account holds
      // (another device may have written the very same cart).
      if (written) await forgetLastAttempt(uid);
      const owner = await readOwner();
      const merged = mergeCarts(
        server,
        entry.cart,
        mergeBase(server, owner?.uid === uid ? owner : undefined),
      );
      await noteAttempt(uid, { written: merged, local: entry.cart });
      written = merged;
      return merged;
    });
    if (!written) throw new Error('The cart transaction ended without merging.');
    if (await markWritten(entry, written)) announceCart({ type: 'changed' }, { includingThisTab: true });
    return 'saved';
  });
}

/**
 * Sign-in (and every start with a saved session, and every reconnect): reads the account's cart
 * and applies to it what this device changed since they last agreed (see mergeBase), keeping
 * changes made on another device or offline. The result is stored, and queued for the account
 * when it differs. Throws when the account's cart cannot be read; this device's cart is then left
 * as it is.
 */
export function syncOnSignIn(uid: string, read = readUserCart): Promise<CartLine[]> {
  return exclusive(async () => {
    const server = await read(uid);
    return adoptCart(uid, server, (local, owner) => {
      // Lines left by another account (a sign-out that could not clear them) are not this shopper's.
      if (owner && owner.uid !== uid) return server;
      return mergeCarts(server, local, mergeBase(server, owner));
    });
  });
}

export interface OutboxFlusher {
  /** Starts flushing for a signed-in shopper. */
  start: (uid: string) => void;
  /** Stops at sign-out; nothing more is written. */
  stop: () => void;
  /** Flushes now (a change was queued, the connection came back), retrying with backoff on failure. */
  poke: () => void;
}

/** Keeps the outbox flowing: each failure is retried later (1 s, 2 s, 4 s … a minute), and offline waits for `poke`. */
export function createOutboxFlusher(
  flush: (uid: string) => Promise<unknown>,
  isOnline: () => boolean = () => navigator.onLine,
): OutboxFlusher {
  let uid: string | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    clearTimeout(timer);
    timer = undefined;
    const current = uid;
    if (!current || !isOnline()) return;
    try {
      await flush(current);
      attempt = 0;
    } catch (error) {
      if (uid !== current) return;
      console.warn('Saving the cart to the account failed; retrying.', error);
      timer = setTimeout(() => void run(), retryDelayMs(attempt));
      attempt += 1;
    }
  };

  return {
    start(next) {
      uid = next;
      attempt = 0;
      void run();
    },
    stop() {
      uid = null;
      clearTimeout(timer);
      timer = undefined;
      attempt = 0;
    },
    poke() {
      attempt = 0;
      void run();
    },
  };
}

/** The one flusher of this tab. */
export const cartFlusher = createOutboxFlusher((uid) => flushCart(uid));
