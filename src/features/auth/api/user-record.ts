import { doc, getDoc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';
import { isLocale } from '@/lib/i18n/locales';

import type { NewUserRecord, NotificationPreferences, UserRecord } from '../types';

const userDoc = (uid: string) => doc(db, 'Users', uid);

/** Creates Users/{uid} for a new account: a normal user with an empty cart, orders and wishlist. */
export async function createUserRecord(user: NewUserRecord): Promise<void> {
  await setDoc(userDoc(user.uid), {
    ...user,
    cart: [],
    orders: [],
    wishlist: [],
    userType: 'normal',
    createdAt: serverTimestamp(),
  });
}

/**
 * A record as the app reads it, from the stored fields (Users/{uid}, or the copy a device kept:
 * session.ts): a field missing or of the wrong type takes its default, never the admin role.
 */
export function toUserRecord(uid: string, data: Record<string, unknown>): UserRecord {
  return {
    uid,
    name: typeof data.name === 'string' ? data.name : '',
    email: typeof data.email === 'string' ? data.email : '',
    photoURL: typeof data.photoURL === 'string' ? data.photoURL : '',
    cart: Array.isArray(data.cart) ? data.cart : [],
    orders: Array.isArray(data.orders) ? data.orders : [],
    wishlist: Array.isArray(data.wishlist) ? data.wishlist : [],
    userType: data.userType === 'admin' ? 'admin' : 'normal',
    createdAt:
      data.createdAt instanceof Timestamp
        ? data.createdAt.toMillis()
        : typeof data.createdAt === 'number'
          ? data.createdAt
          : 0,
    ...(typeof data.phone === 'string' ? { phone: data.phone } : {}),
    ...(typeof data.address === 'string' ? { address: data.address } : {}),
    ...(typeof data.country === 'string' ? { country: data.country } : {}),
    ...(typeof data.zip === 'string' ? { zip: data.zip } : {}),
    ...(isPreferences(data.notifications) ? { notifications: data.notifications } : {}),
    ...(isLocale(data.language) ? { language: data.language } : {}),
  };
}

/** The user's record; null when it does not exist or cannot be read (spec §8, logged). */
export async function getUserRecord(uid: string): Promise<UserRecord | null> {
  try {
    const snapshot = await getDoc(userDoc(uid));
    return snapshot.exists() ? toUserRecord(uid, snapshot.data()) : null;
  } catch (error) {
    console.error(`Failed to load the user record of ${uid}:`, error);
    return null;
  }
}

/** A notifications map as the rules keep it: only booleans. */
const isPreferences = (value: unknown): value is NotificationPreferences =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((switched) => typeof switched === 'boolean');
