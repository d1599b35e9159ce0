import type { CartLine } from '../types';
import type { MergeWithAccount } from './user-cart';

export type { MergeWithAccount } from './user-cart';

// The account's cart in Firestore (user-cart.ts), loaded on first use: Firestore stays out of the
// script a page needs for its first paint.
const userCart = () => import('./user-cart');

export const readUserCart = async (uid: string) => (await userCart()).readUserCart(uid);

export const saveUserCart = async (uid: string, cart: readonly (CartLine | null | undefined)[]) =>
  (await userCart()).saveUserCart(uid, cart);

export const transactUserCart = async (uid: string, merge: MergeWithAccount) =>
  (await userCart()).transactUserCart(uid, merge);
