import { doc, getDoc, setDoc } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { isCartLine } from '../logic/cart-rules';
import type { CartLine } from '../types';

const userDoc = (uid: string) => doc(db, 'Users', uid);

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
  const snapshot = await getDoc(userDoc(uid));
  const cart: unknown = snapshot.data()?.cart;
  return Array.isArray(cart) ? cart.filter(isCartLine) : [];
}
