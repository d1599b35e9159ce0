import type { CartLine } from '../types';

// The account's cart in Firestore (user-cart.ts), loaded on first use: Firestore stays out of the
// script a page needs for its first paint.
const userCart = () => import('./user-cart');

export const readUserCart = async (uid: string) => (await userCart()).readUserCart(uid);

export const saveUserCart = async (uid: string, cart: readonly (CartLine | null | undefined)[]) =>
  (await userCart()).saveUserCart(uid, cart);
