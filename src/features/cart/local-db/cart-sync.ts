import { createSyncEngine } from '@/lib/sync-engine';

import { readUserCart, transactUserCart, type MergeWithAccount } from '../api/account-cart';
import { mergeCarts } from '../logic/cart-merge';
import { mergeBase } from '../logic/merge-base';
import type { CartLine } from '../types';
import { cartChannel } from './cart-channel';
import { adoptCart, forgetLastAttempt, markWritten, noteAttempt, readOutbox, readOwner } from './cart-store';

/**
 * Runs `merge` on the account's cart and writes its result, all in one transaction. `merge` runs
 * again on the newer cart only when the previous run's write was refused (another write came
 * first), so nothing of it landed; a write whose fate is unknown (the connection dropped) throws.
 */
export type TransactCart = (uid: string, merge: MergeWithAccount) => Promise<void>;

/**
 * The cart's sync: one flush or sign-in merge at a time, in this tab and across tabs, as each
 * reads and then replaces this device's merge base.
 */
export const cartSync = createSyncEngine({
  lockName: 'eshop-cart-outbox',
  what: 'the cart',
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
  async flush(
    uid,
    { transact = transactUserCart }: { transact?: TransactCart } = {},
  ): Promise<'saved' | 'nothing'> {
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
    if (await markWritten(entry, written))
      cartChannel.announce({ type: 'changed' }, { includingThisTab: true });
    return 'saved';
  },
  /**
   * Sign-in (and every start with a saved session, and every reconnect): reads the account's cart
   * and applies to it what this device changed since they last agreed (see mergeBase), keeping
   * changes made on another device or offline. The result is stored, and queued for the account
   * when it differs. Throws when the account's cart cannot be read; this device's cart is then left
   * as it is.
   */
  async adopt(uid, read: (uid: string) => Promise<CartLine[]> = readUserCart): Promise<CartLine[]> {
    const server = await read(uid);
    return adoptCart(uid, server, (local, owner) => {
      // Lines left by another account (a sign-out that could not clear them) are not this shopper's.
      if (owner && owner.uid !== uid) return server;
      return mergeCarts(server, local, mergeBase(server, owner));
    });
  },
});

export const flushCart = cartSync.flush;
export const syncOnSignIn = cartSync.adopt;

export { createOutboxFlusher, type OutboxFlusher } from '@/lib/sync-engine';

/** The one flusher of this tab. */
export const cartFlusher = cartSync.flusher;
