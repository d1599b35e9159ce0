import { createSyncEngine } from '@/lib/sync-engine';

import { applyChanges } from '../logic/wishlist-changes';
import type { StoredWishlist } from '../types';
import { adoptAccountWishlist, markWishlistWritten, readStoredWishlist } from './wishlist-store';

/** Reads the account's list, merges, writes the result; resolves what the account holds. */
export type TransactWishlist = (uid: string, merge: (account: number[]) => number[]) => Promise<number[]>;

// Firestore comes with the first read or write of the account, not with this module.
const account = () => import('../api/account-wishlist');
const readAccountWishlist = async (uid: string) => (await account()).readAccountWishlist(uid);
const transactAccountWishlist: TransactWishlist = async (uid, merge) =>
  (await account()).transactAccountWishlist(uid, merge);

/** The wishlist's sync: one flush or sign-in merge at a time, in this tab and across tabs. */
export const wishlistSync = createSyncEngine({
  lockName: 'eshop-wishlist-outbox',
  what: 'the wishlist',
  /**
   * Sends this device's queued wishlist changes of `uid` to the account: in one transaction the
   * account's list is read, the changes are applied to it (adds and removes, so what another device
   * did meanwhile stays) and the result is written. The changes sent are then cleared; any made
   * meanwhile stay queued. Throws when the write fails (the changes stay queued).
   */
  async flush(
    uid,
    { transact = transactAccountWishlist }: { transact?: TransactWishlist } = {},
  ): Promise<'saved' | 'nothing'> {
    const stored = await readStoredWishlist();
    if (stored.owner !== uid || stored.changes.length === 0) return 'nothing';
    const written = await transact(uid, (account) => applyChanges(account, stored.changes));
    await markWishlistWritten(uid, stored.revision, written);
    return 'saved';
  },
  /**
   * Sign-in, every start with a saved session and every reconnect: reads the account's wishlist and
   * shows it with this device's queued changes on top (a visitor's saved products become such
   * changes). Throws when the account cannot be read; the device's wishlist is then left as it is.
   */
  async adopt(uid, read: (uid: string) => Promise<number[]> = readAccountWishlist): Promise<StoredWishlist> {
    return adoptAccountWishlist(uid, await read(uid));
  },
});

export const flushWishlist = wishlistSync.flush;
export const syncWishlistOnSignIn = wishlistSync.adopt;

/** The one flusher of this tab: retried with backoff, poked by every change and reconnect. */
export const wishlistFlusher = wishlistSync.flusher;
