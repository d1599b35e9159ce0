import type { WishlistChange } from './logic/wishlist-changes';

/** The wishlist as this device keeps it (IndexedDB `eshop-wishlist`). */
export interface StoredWishlist {
  /** Whose it is: a signed-in shopper's uid, or null for a visitor's, kept on this device only. */
  owner: string | null;
  /** What the shopper sees, oldest first: the account's list as last read, with `changes` applied. */
  ids: number[];
  /** What the shopper did that the account has not taken yet (all of a visitor's). */
  changes: WishlistChange[];
  /** Grows with every write of this record: a tab never shows an older one over a newer. */
  revision: number;
}

/** A product a heart is drawn for: plain values, so a heart drawn again for the same is not updated. */
export interface HeartProps {
  id: number;
  title: string;
}
