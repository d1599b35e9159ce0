import { doc, getDoc, runTransaction } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { sameList, wishlistIds } from '../logic/wishlist-changes';

const userDoc = (uid: string) => doc(db, 'Users', uid);

/** The wishlist on the account, as product ids. A failed read throws: it is never taken for an empty list. */
export async function readAccountWishlist(uid: string): Promise<number[]> {
  return wishlistIds((await getDoc(userDoc(uid))).data()?.wishlist);
}

/**
 * Reads the account's wishlist, hands it to `merge` and writes what comes back as
 * Users/{uid}.wishlist (product ids as strings, as the rules take them), in one transaction: a
 * write by another device in between makes Firestore run it again on the newer list. Running it
 * again is harmless even after a commit whose answer was lost, as the wishlist's changes are
 * idempotent (applyChanges). Only `wishlist` changes, and only when the merge changed it.
 * Resolves the list the account holds now; throws when it could not be written.
 */
export async function transactAccountWishlist(
  uid: string,
  merge: (account: number[]) => number[],
): Promise<number[]> {
  const ref = userDoc(uid);
  return runTransaction(db, async (transaction) => {
    const account = wishlistIds((await transaction.get(ref)).data()?.wishlist);
    const next = merge(account);
    if (!sameList(next, account)) transaction.update(ref, { wishlist: next.map(String) });
    return next;
  });
}
