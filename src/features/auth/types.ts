/**
 * The Users/{uid} document (spec §3 User). Phone and address are shown when present; country and
 * zip, like them, are the shopper's own profile (issue 24) and prefill the checkout.
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
}

export type NewUserRecord = Pick<UserRecord, 'uid' | 'name' | 'email' | 'photoURL'>;
