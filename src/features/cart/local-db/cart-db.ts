import type { DBSchema } from 'idb';

import { createLocalDb } from '@/lib/local-db';

import type { CartLine } from '../types';

/** A change to the account's cart not yet written to `Users/{uid}.cart`. */
export interface OutboxEntry {
  uid: string;
  /** The whole cart to write: later changes replace earlier ones, so nothing is written twice. */
  cart: CartLine[];
  /** Grows with every change: a write only clears the entry it wrote, never a newer one. */
  revision: number;
}

/** A cart about to be written to the account, and this device's cart that went into it. */
export interface CartAttempt {
  /** What the transaction writes: the account's cart with this device's changes applied. */
  written: CartLine[];
  /** The queued cart it carried: the merge base for this device's lines if the write landed. */
  local: CartLine[];
}

/** Whose cart this device holds, and the cart it last agreed on with the account (the merge base). */
export interface CartOwner {
  uid: string;
  synced: CartLine[];
  /**
   * Writes begun since `synced` and not yet confirmed: a page may close between a write reaching
   * the account and noting it. When the account holds one of them, it landed (see mergeBase).
   */
  attempts?: CartAttempt[];
}

/**
 * The cart on the device, in its own database: the catalog's database is a disposable copy of
 * server data that is deleted when it cannot be opened, and the cart is the shopper's own.
 */
export interface CartSchema extends DBSchema {
  /** One record per line, keyed by its position, so a corrupt line is dropped alone. */
  lines: { key: number; value: unknown };
  outbox: { key: string; value: OutboxEntry };
  owner: { key: 'owner'; value: CartOwner };
}

const cartDb = createLocalDb<CartSchema>({
  name: 'eshop-cart',
  version: 1,
  disposable: false,
  upgrade(db) {
    db.createObjectStore('lines');
    db.createObjectStore('outbox', { keyPath: 'uid' });
    db.createObjectStore('owner');
  },
});

/** The cart database, or null when this device cannot keep one (see createLocalDb). */
export const openCartDb = cartDb.open;

/** Closes the cart database, so it can be deleted and opened anew. */
export const closeCartDb = cartDb.close;
