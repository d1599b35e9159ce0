import { CART_STORAGE_KEY } from '@/lib/constants';

import { mergeCarts, sameCart } from '../logic/cart-merge';
import { isCartLine, parseStoredCart } from '../logic/cart-rules';
import type { CartLine } from '../types';
import { openCartDb, type CartAttempt, type CartOwner, type OutboxEntry } from './cart-db';

/** Thrown when the device refused to store the cart (full disk, quota); the caller tells the shopper. */
export class CartStorageError extends Error {
  constructor(cause: unknown) {
    super('The cart could not be stored on this device.', { cause });
    this.name = 'CartStorageError';
  }
}

/** Stores `cart` as the lines, one record per line keyed by its position. */
async function replaceLines(
  lines: { clear(): Promise<void>; put(value: CartLine, key: number): Promise<number> },
  cart: CartLine[],
) {
  await lines.clear();
  await Promise.all(cart.map((line, position) => lines.put(line, position)));
}

/** Queues `cart` for the account, one revision after what was queued before. */
async function queueCart(
  outbox: { put(value: OutboxEntry): Promise<string> },
  uid: string,
  cart: CartLine[],
  queued: OutboxEntry | undefined,
) {
  await outbox.put({ uid, cart, revision: (queued?.revision ?? 0) + 1 });
}

/** The stored lines, in order; a malformed record is dropped on its own, never the whole cart. */
export async function readStoredCart(): Promise<CartLine[]> {
  const db = await openCartDb();
  if (!db) return [];
  try {
    return (await db.getAll('lines')).filter(isCartLine);
  } catch (error) {
    console.error('Failed to read the cart on this device:', error);
    return [];
  }
}

export interface CartChange {
  /** The pure rule to apply (spec §4) to the lines as stored now. */
  apply: (lines: CartLine[]) => CartLine[];
  /** The signed-in shopper: the new cart is also queued for their account. */
  uid?: string | undefined;
}

/**
 * Applies a change to the stored cart in one transaction, so two tabs changing the cart at once
 * never overwrite each other: each applies its rule to what the other stored. Returns the new
 * lines; null when this device keeps no database (the caller keeps the cart in memory).
 */
export async function changeStoredCart({ apply, uid }: CartChange): Promise<CartLine[] | null> {
  const db = await openCartDb();
  if (!db) return null;
  try {
    const tx = db.transaction(['lines', 'outbox'], 'readwrite');
    const lines = tx.objectStore('lines');
    const next = apply((await lines.getAll()).filter(isCartLine));
    await replaceLines(lines, next);
    if (uid) {
      const outbox = tx.objectStore('outbox');
      await queueCart(outbox, uid, next, await outbox.get(uid));
    }
    await tx.done;
    return next;
  } catch (error) {
    throw new CartStorageError(error);
  }
}

/** The change waiting to be written to this account, if any. */
export async function readOutbox(uid: string): Promise<OutboxEntry | undefined> {
  const db = await openCartDb();
  return (await db?.get('outbox', uid)) ?? undefined;
}

/**
 * After `written` reached the account in place of `entry`: the lines become the written cart with
 * any change made here while it was on its way applied on top (by the same merge, with the
 * queued cart as the base), and that change stays queued; the written cart becomes the one this
 * device and the account agree on. Nothing is touched if the cart was cleared or taken over by
 * another account meanwhile (a logout). Resolves whether this device's lines changed.
 */
export async function markWritten(entry: OutboxEntry, written: CartLine[]): Promise<boolean> {
  const db = await openCartDb();
  if (!db) return false;
  const tx = db.transaction(['lines', 'outbox', 'owner'], 'readwrite');
  const lines = tx.objectStore('lines');
  const outbox = tx.objectStore('outbox');
  const owners = tx.objectStore('owner');
  const current = (await lines.getAll()).filter(isCartLine);
  if (cleanOwner(await owners.get('owner'))?.uid !== entry.uid) {
    await tx.done;
    return false;
  }
  const next = mergeCarts(written, current, entry.cart);
  const changed = !sameCart(next, current);
  if (changed) await replaceLines(lines, next);
  if (sameCart(next, written)) await outbox.delete(entry.uid);
  else await queueCart(outbox, entry.uid, next, await outbox.get(entry.uid));
  await owners.put({ uid: entry.uid, synced: written, attempts: [] }, 'owner');
  await tx.done;
  return changed;
}

/** Carts stored before writes were merged noted only the cart sent, which was also the account's. */
const cleanAttempt = (attempt: unknown): CartAttempt | undefined => {
  if (Array.isArray(attempt)) {
    const cart = attempt.filter(isCartLine);
    return { written: cart, local: cart };
  }
  const { written, local } = (attempt ?? {}) as Partial<CartAttempt>;
  if (!Array.isArray(written) || !Array.isArray(local)) return undefined;
  return { written: written.filter(isCartLine), local: local.filter(isCartLine) };
};

const cleanOwner = (owner: unknown): CartOwner | undefined => {
  const { uid, synced, attempts } = (owner ?? {}) as Partial<CartOwner>;
  if (typeof uid !== 'string' || !Array.isArray(synced)) return undefined;
  return {
    uid,
    synced: synced.filter(isCartLine),
    attempts: Array.isArray(attempts)
      ? attempts.map(cleanAttempt).filter((attempt) => attempt !== undefined)
      : [],
  };
};

/** Whose cart this device holds and what it last agreed on with the account; undefined if unknown. */
export async function readOwner(): Promise<CartOwner | undefined> {
  const db = await openCartDb();
  return cleanOwner(await db?.get('owner', 'owner'));
}

/** Forgets the write noted last: Firestore refused it, so it never reached the account. */
export async function forgetLastAttempt(uid: string) {
  const db = await openCartDb();
  if (!db) return;
  const tx = db.transaction('owner', 'readwrite');
  const owner = cleanOwner(await tx.store.get('owner'));
  if (owner?.uid === uid) await tx.store.put({ ...owner, attempts: owner.attempts?.slice(0, -1) }, 'owner');
  await tx.done;
}

/** How many unconfirmed writes are remembered; older ones can no longer be what the account holds. */
const MAX_ATTEMPTS = 10;

/** Notes, before its transaction commits, a write to the account (see CartOwner.attempts). */
export async function noteAttempt(uid: string, attempt: CartAttempt) {
  const db = await openCartDb();
  if (!db) return;
  const tx = db.transaction('owner', 'readwrite');
  const owner = cleanOwner(await tx.store.get('owner'));
  const mine = owner?.uid === uid ? owner : { uid, synced: [], attempts: [] };
  await tx.store.put(
    { ...mine, attempts: [...(mine.attempts ?? []), attempt].slice(-MAX_ATTEMPTS) },
    'owner',
  );
  await tx.done;
}

/**
 * Sign-in: in one transaction, reads this device's lines and whose they are, stores what `merge`
 * makes of them as this shopper's cart with the account's cart (`server`) as the new merge base,
 * and queues the result for the account when it differs from the account's. Returns the result.
 */
export async function adoptCart(
  uid: string,
  server: CartLine[],
  merge: (local: CartLine[], owner: CartOwner | undefined) => CartLine[],
): Promise<CartLine[]> {
  const db = await openCartDb();
  if (!db) return server;
  try {
    const tx = db.transaction(['lines', 'outbox', 'owner'], 'readwrite');
    const lines = tx.objectStore('lines');
    const owners = tx.objectStore('owner');
    const outbox = tx.objectStore('outbox');
    const owner = cleanOwner(await owners.get('owner'));
    const queued = await outbox.get(uid);
    const merged = merge((await lines.getAll()).filter(isCartLine), owner);
    await replaceLines(lines, merged);
    if (sameCart(merged, server)) await outbox.delete(uid);
    else await queueCart(outbox, uid, merged, queued);
    await owners.put({ uid, synced: server, attempts: [] }, 'owner');
    await tx.done;
    return merged;
  } catch (error) {
    throw new CartStorageError(error);
  }
}

/** Logout: the next person on this device starts with an empty cart and nothing queued. */
export async function clearStoredCart() {
  const db = await openCartDb();
  if (!db) return;
  const tx = db.transaction(['lines', 'outbox', 'owner'], 'readwrite');
  await Promise.all([
    tx.objectStore('lines').clear(),
    tx.objectStore('outbox').clear(),
    tx.objectStore('owner').clear(),
  ]);
  await tx.done;
}

/**
 * Moves a cart left in localStorage by an earlier version (spec §4, key "cart") into the
 * database, once: added to what is stored by the add rule, then the old key is removed.
 */
export async function migrateLegacyCart(add: (stored: CartLine[], legacy: CartLine[]) => CartLine[]) {
  let text: string | null;
  try {
    text = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return;
  }
  if (text === null) return;
  const legacy = parseStoredCart(text);
  if (legacy.length > 0) {
    const stored = await changeStoredCart({ apply: (lines) => add(lines, legacy) });
    if (stored === null) return; // no database: keep the old copy for a later visit
  }
  localStorage.removeItem(CART_STORAGE_KEY);
}
