import { FirebaseError } from 'firebase/app';
import { doc, getDoc, runTransaction, setDoc, type DocumentSnapshot } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { sameCart } from '../logic/cart-merge';
import { isCartLine } from '../logic/cart-rules';
import type { CartLine } from '../types';

const userDoc = (uid: string) => doc(db, 'Users', uid);

/** The cart on a user's document: an empty list when there is none, malformed lines dropped. */
const cartOf = (snapshot: DocumentSnapshot): CartLine[] => {
  const cart: unknown = snapshot.data()?.cart;
  return Array.isArray(cart) ? cart.filter(isCartLine) : [];
};

/** Saves the cart on the user's document, merging, with empty entries dropped. Throws on failure. */
export async function saveUserCart(uid: string, cart: readonly (CartLine | null | undefined)[]) {
  await setDoc(userDoc(uid), { cart: cart.filter(Boolean) }, { merge: true });
}

/**
 * The cart saved for the user (an empty list when there is none; malformed lines dropped).
 * Unlike the spec's read, a failure throws: the sign-in merge must not take an unread cart for
 * an empty one.
 */
export async function readUserCart(uid: string): Promise<CartLine[]> {
  return cartOf(await getDoc(userDoc(uid)));
}

/** What a device makes of the account's cart as read in the transaction: the cart to write. */
export type MergeWithAccount = (server: CartLine[]) => CartLine[] | Promise<CartLine[]>;

/** As many runs as Firestore gives a transaction by default. */
const MAX_RUNS = 5;

/** Firestore refused the commit, as the cart changed since it was read: nothing was written. */
const wasRefused = (error: unknown) =>
  error instanceof FirebaseError && (error.code === 'aborted' || error.code === 'failed-precondition');

/**
 * Reads the account's cart, hands it to `merge` and writes what comes back, in one transaction:
 * when another device writes in between, the commit is refused and `merge` runs again on the
 * newer cart, so nothing written meanwhile is overwritten. Firestore would also run it again
 * after a commit whose answer was lost, which may have landed; runs are repeated here instead,
 * only after a refusal, so the caller knows a repeated run's write never landed (see
 * TransactCart). Only `cart` changes, on the document every signed-in shopper has (the rules
 * let its owner do just that); a merge that leaves the cart as it is writes nothing. Throws when
 * the transaction fails otherwise (offline, refused by the rules).
 */
export async function transactUserCart(uid: string, merge: MergeWithAccount) {
  const ref = userDoc(uid);
  for (let run = 1; ; run += 1) {
    try {
      await runTransaction(
        db,
        async (transaction) => {
          const server = cartOf(await transaction.get(ref));
          const next = await merge(server);
          if (!sameCart(next, server)) transaction.update(ref, { cart: next });
        },
        { maxAttempts: 1 },
      );
      return;
    } catch (error) {
      if (run >= MAX_RUNS || !wasRefused(error)) throw error;
    }
  }
}
