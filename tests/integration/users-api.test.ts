import { GoogleAuthProvider, signInWithCredential, signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createUserRecord, getUserRecord } from '@/features/auth/api/user-record';
import { loadUserRecord } from '@/features/auth/api/session';
import type { CartLine } from '@/features/cart';
import { readUserCart, saveUserCart } from '@/features/cart/api/user-cart';
import { auth } from '@/lib/firebase-auth';

import { upsertAccount } from '../../scripts/lib/emulator-rest.mjs';
import { DEMO_ADMIN, DEMO_SHOPPER, resetWith, signInAs, writeRawDocument } from '../support/emulators';

const line: CartLine = {
  id: 1,
  title: 'MacBook Air 13',
  price: 999.99,
  type: 'Laptop',
  images: ['/images/products/macbook-air-13-1.svg'],
  quantity: 2,
  variant: 'Space Gray',
};

describe('Users data layer against the Firestore emulator', () => {
  beforeEach(() => resetWith([]));
  afterEach(() => signOut(auth));

  it('reads the seeded shopper record with its role, phone and address', async () => {
    await signInAs(DEMO_SHOPPER);
    const record = await getUserRecord(DEMO_SHOPPER.uid);
    expect(record).toMatchObject({
      uid: DEMO_SHOPPER.uid,
      name: DEMO_SHOPPER.displayName,
      email: DEMO_SHOPPER.email,
      userType: 'normal',
      cart: [],
      phone: DEMO_SHOPPER.phone,
      address: DEMO_SHOPPER.address,
    });
    expect(record?.createdAt).toBeGreaterThan(0);
  });

  it('recognises the admin role', async () => {
    await signInAs(DEMO_ADMIN);
    expect((await getUserRecord(DEMO_ADMIN.uid))?.userType).toBe('admin');
  });

  it('creates the record of a first Google sign-in as a normal user, and reads it the next time', async () => {
    // The Auth emulator accepts an unsigned Google ID token; the popup itself needs Google's
    // gapi script from apis.google.com, which a machine without internet cannot load.
    const token = JSON.stringify({
      sub: 'google-123',
      email: 'gia@gmail.test',
      email_verified: true,
      name: 'Gia Google',
    });
    const { user } = await signInWithCredential(auth, GoogleAuthProvider.credential(token));
    const first = await loadUserRecord(user);
    expect(first).toMatchObject({
      name: 'Gia Google',
      email: 'gia@gmail.test',
      userType: 'normal',
      cart: [],
    });
    expect(await getUserRecord(user.uid)).toMatchObject({
      name: 'Gia Google',
      userType: 'normal',
      orders: [],
    });
    expect((await loadUserRecord(user)).createdAt).toBeGreaterThan(0);
  });

  it('creates a record for a new account as a normal user with empty lists', async () => {
    const newcomer = { uid: 'newcomer', email: 'new@eshop.test', password: 'Newcomer#1', displayName: 'Nia' };
    await upsertAccount(newcomer);
    const user = await signInAs({ ...newcomer, userType: 'normal' });
    expect(await getUserRecord(user.uid)).toBeNull();
    await createUserRecord({ uid: user.uid, name: 'Nia', email: newcomer.email, photoURL: '' });
    expect(await getUserRecord(user.uid)).toMatchObject({
      name: 'Nia',
      userType: 'normal',
      cart: [],
      orders: [],
      wishlist: [],
    });
  });

  it('merges the cart into the record, dropping empty entries and keeping other fields', async () => {
    await signInAs(DEMO_SHOPPER);
    await saveUserCart(DEMO_SHOPPER.uid, [
      line,
      null,
      undefined,
      { ...line, variant: 'Jet Black', quantity: 1 },
    ]);
    expect(await readUserCart(DEMO_SHOPPER.uid)).toEqual([
      line,
      { ...line, variant: 'Jet Black', quantity: 1 },
    ]);
    expect((await getUserRecord(DEMO_SHOPPER.uid))?.name).toBe(DEMO_SHOPPER.displayName);
  });

  it('gives an empty cart when the record has none', async () => {
    await signInAs(DEMO_SHOPPER);
    await writeRawDocument(`Users/${DEMO_SHOPPER.uid}`, { uid: DEMO_SHOPPER.uid, userType: 'normal' });
    expect(await readUserCart(DEMO_SHOPPER.uid)).toEqual([]);
  });

  it("logs and gives null for another user's record; reading their cart is refused, not taken for empty", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(DEMO_SHOPPER);
    expect(await getUserRecord(DEMO_ADMIN.uid)).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    await expect(readUserCart(DEMO_ADMIN.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it("refuses to save a cart onto another user's record", async () => {
    await signInAs(DEMO_SHOPPER);
    await expect(saveUserCart(DEMO_ADMIN.uid, [line])).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
