import { doc, getDoc, setDoc } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import type { CartLine } from '../types';

const userDoc = (uid: string) => doc(db, 'Users', uid);

/** Saves the cart on the user's document, merging, with empty entries dropped. Throws on failure. */
export async function saveUserCart(uid: string, cart: readonly (CartLine | null | undefined)[]) {
  await setDoc(userDoc(uid), { cart: cart.filter(Boolean) }, { merge: true });
}

/** The cart saved for the user; an empty list when there is none or the read fails (spec §8). */
export async function getUserCart(uid: string): Promise<CartLine[]> {
  try {
    const snapshot = await getDoc(userDoc(uid));
    const cart: unknown = snapshot.data()?.cart;
    return Array.isArray(cart) ? (cart.filter(Boolean) as CartLine[]) : [];
  } catch (error) {
    console.error(`Failed to read the cart of ${uid}:`, error);
    return [];
  }
}
