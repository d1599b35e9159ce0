import type { DBSchema } from 'idb';

import { createLocalDb } from '@/lib/local-db';

import type { StoredWishlist } from '../types';

interface WishlistSchema extends DBSchema {
  /** One record, `device`: this device's wishlist, whoever owns it. */
  wishlist: { key: 'device'; value: StoredWishlist };
}

/**
 * The wishlist in its own database: the catalog's is a disposable copy, and the changes waiting
 * here are the shopper's own.
 */
const wishlistDb = createLocalDb<WishlistSchema>({
  name: 'eshop-wishlist',
  version: 1,
  disposable: false,
  upgrade(db) {
    db.createObjectStore('wishlist');
  },
});

export const openWishlistDb = wishlistDb.open;

/** Closes the database, so tests can delete it and start anew. */
export const closeWishlistDb = wishlistDb.close;
