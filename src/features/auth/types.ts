import type { Locale } from '@/lib/i18n';

/**
 * The Users/{uid} document (spec §3 User). Phone and address are shown when present; country and
 * zip, like them, are the shopper's own profile and prefill the checkout.
 */
export interface UserRecord {
  uid: string;
  name: string;
  email: string;
  photoURL: string;
  cart: unknown[];
  orders: unknown[];
  wishlist: unknown[];
  userType: 'normal' | 'admin';
  createdAt: number;
  phone?: string;
  address?: string;
  country?: string;
  zip?: string;
  /** Which messages the shopper wants from later features; a switch never set is off. */
  notifications?: NotificationPreferences;
  /** The language the shopper chose, which every device they sign in on speaks. */
  language?: Locale;
}

/** The notification switches kept on Users/{uid}.notifications (firestore.rules names the same three). */
export interface NotificationPreferences {
  priceDrops?: boolean;
  backInStock?: boolean;
  orderUpdates?: boolean;
}

export type NewUserRecord = Pick<UserRecord, 'uid' | 'name' | 'email' | 'photoURL'>;
