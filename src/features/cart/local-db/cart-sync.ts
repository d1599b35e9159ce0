import { readUserCart, saveUserCart } from '../api/account-cart';
import { mergeCarts, sameCart } from '../logic/cart-merge';
import { retryDelayMs } from '../logic/retry-delay';
import type { CartLine } from '../types';
import { adoptCart, markWritten, noteAttempt, readOutbox } from './cart-store';

type WriteCart = (uid: string, cart: CartLine[]) => Promise<void>;

let flushing: Promise<unknown> = Promise.resolve();

/** Runs `task` alone across this tab (a queue) and across tabs (a Web Lock, where there is one). */
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
 * Writes the queued cart of `uid` to the account, if one is queued. One write at a time: a write
 * asked for while another runs reads the outbox after it, so the same entry is never written twice.
 * Resolves 'saved' or 'nothing'; throws when the write fails (the entry stays queued).
 */
export function flushCart(uid: string, write: WriteCart = saveUserCart): Promise<'saved' | 'nothing'> {
  return exclusive(async () => {
    const entry = await readOutbox(uid);
    if (!entry) return 'nothing';
    await noteAttempt(entry);
    await write(uid, entry.cart);
    await markWritten(entry);
    return 'saved';
  });
}

/**
 * Sign-in (and every start with a saved session): reads the account's cart and merges it with this
 * device's by the add rule (see mergeCarts), keeping changes made on another device or offline.
 * The result is stored, and queued for the account when it differs. Throws when the account's cart
 * cannot be read; this device's cart is then left as it is.
 */
export async function syncOnSignIn(uid: string, read = readUserCart): Promise<CartLine[]> {
  const server = await read(uid);
  return adoptCart(uid, server, (local, owner, queued) => {
    // Lines left by another account (a sign-out that could not clear them) are not this shopper's.
    if (owner && owner.uid !== uid) return server;
    // A write that reached the account but whose page closed before it could note it: the account
    // holds that cart, which is then the common base (else its changes would be counted twice).
    const sent = [...(owner?.attempts ?? []), ...(queued ? [queued.cart] : [])];
    const base = sent.find((cart) => sameCart(cart, server)) ?? owner?.synced ?? [];
    return mergeCarts(server, local, base);
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
