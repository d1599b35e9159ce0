import { tabChannel } from '@/lib/tab-channel';

import {
  applyChanges,
  changesAfter,
  visitorChanges,
  WISHLIST_MAX,
  withChange,
} from '../logic/wishlist-changes';
import type { StoredWishlist } from '../types';
import { openWishlistDb } from './wishlist-db';

const EMPTY: StoredWishlist = { owner: null, ids: [], changes: [], revision: 0 };

/** Where no database can be opened (some private modes): this tab's wishlist, for this visit. */
let inMemory = EMPTY;

/** Tells the other tabs the stored wishlist changed: they read it again. */
export const wishlistChannel = tabChannel<'changed'>('eshop-wishlist');

type Update = (current: StoredWishlist) => Omit<StoredWishlist, 'revision'> | undefined;

/**
 * Reads the wishlist, makes the next one from it with `update` (undefined keeps it as it is) and
 * stores that, in one transaction, so a change another tab made meanwhile is never overwritten.
 * Resolves what is stored now.
 */
async function updateStored(update: Update): Promise<StoredWishlist> {
  const db = await openWishlistDb();
  if (!db) {
    const next = update(inMemory);
    if (next) inMemory = { ...next, revision: inMemory.revision + 1 };
    return inMemory;
  }
  const tx = db.transaction('wishlist', 'readwrite');
  const current = (await tx.store.get('device')) ?? EMPTY;
  const next = update(current);
  const stored = next ? { ...next, revision: current.revision + 1 } : current;
  if (next) await tx.store.put(stored, 'device');
  await tx.done;
  if (next) wishlistChannel.announce('changed');
  return stored;
}

/** The wishlist on this device (an empty one where nothing is stored). */
export async function readStoredWishlist(): Promise<StoredWishlist> {
  const db = await openWishlistDb();
  return db ? ((await db.get('wishlist', 'device')) ?? EMPTY) : inMemory;
}

/**
 * The shopper wants product `id` in the wishlist, or not: shown at once and queued for the account.
 * 'full' when it would take the wishlist past WISHLIST_MAX (nothing changes).
 */
export async function changeStoredWishlist(id: number, wanted: boolean): Promise<StoredWishlist | 'full'> {
  const refused = { full: false };
  const stored = await updateStored((current) => {
    const has = current.ids.includes(id);
    if (has === wanted) return undefined;
    if (wanted && current.ids.length >= WISHLIST_MAX) {
      refused.full = true;
      return undefined;
    }
    const change = { id, wanted, at: current.revision + 1 };
    return {
      owner: current.owner,
      ids: applyChanges(current.ids, [change]),
      changes: withChange(current.changes, change),
    };
  });
  return refused.full ? 'full' : stored;
}

/**
 * Sign-in (and every start with a saved session, and every reconnect): the account's list as read,
 * with what this device did since on top. A visitor's wishlist becomes the account's changes (the
 * products they saved); one left by another account (a sign-out that could not clear it) is
 * dropped.
 */
export const adoptAccountWishlist = (uid: string, account: readonly number[]) =>
  updateStored((current) => {
    const changes =
      current.owner === uid ? current.changes : current.owner === null ? visitorChanges(current.changes) : [];
    return { owner: uid, ids: applyChanges(account, changes), changes };
  });

/**
 * After a flush: the account holds `written`, which took this device's changes up to revision
 * `sent`; those are cleared, and any made since stay queued and shown on top.
 */
export const markWishlistWritten = (uid: string, sent: number, written: readonly number[]) =>
  updateStored((current) => {
    if (current.owner !== uid) return undefined;
    const changes = changesAfter(current.changes, sent);
    return { owner: uid, ids: applyChanges(written, changes), changes };
  });

/**
 * Sign-out: an account's wishlist leaves the device with the account's other data, and the next
 * person starts with an empty one of their own. A visitor's own is kept.
 */
export const clearAccountWishlist = () =>
  updateStored((current) => (current.owner === null ? undefined : { owner: null, ids: [], changes: [] }));
