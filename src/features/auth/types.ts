/** The Users/{uid} document (spec §3 User). Phone and address are shown when present. */
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
}

export type NewUserRecord = Pick<UserRecord, 'uid' | 'name' | 'email' | 'photoURL'>;
