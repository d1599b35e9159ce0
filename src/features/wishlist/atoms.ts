import { atom } from 'jotai';

import type { StoredWishlist } from './types';

export interface ShownWishlist {
  /** The wished products, oldest first. */
  ids: readonly number[];
  /** False until this tab has read the device's wishlist (a prerendered page, before it is live). */
  loaded: boolean;
  revision: number;
}

/** The wishlist as this tab shows it: filled from IndexedDB once the page is live, then kept in step. */
export const wishlistAtom = atom<ShownWishlist>({ ids: [], loaded: false, revision: -1 });

/**
 * Shows a wishlist read from or written to the device, unless this tab already shows a newer one
 * (reads and writes of several tabs may come back out of order).
 */
export const showStoredWishlistAtom = atom(null, (get, set, stored: StoredWishlist) => {
  if (stored.revision < get(wishlistAtom).revision) return;
  set(wishlistAtom, { ids: stored.ids, loaded: true, revision: stored.revision });
});
