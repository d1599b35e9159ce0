import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { aProduct, aUser } from '../support/factories';
import { setUpRulesEnvironment, type RulesFirestore } from '../support/rules-environment';

/*
 * "Sign out everywhere" and a password change reach Firestore. The functions write
 * Users/{uid}.sessionsValidAfter, and the rules refuse a token whose sign-in (auth_time, in
 * seconds) is older, for the user's record, orders and notices, and an admin's product writes.
 */

/** When alice's and the admin's sessions were ended: every token signed in before is stolen goods. */
const ENDED_AT = Date.UTC(2026, 2, 1, 12, 0, 0);
const seconds = (millis: number) => Math.floor(millis / 1000);

/** A token of `uid` signed in at `signedInAt` (epoch ms), as Auth issues it. */
const tokenAt = (uid: string, signedInAt: number) =>
  signedInAs(uid, { iat: seconds(signedInAt), auth_time: seconds(signedInAt) });

/** Signed in a second before the sessions were ended: the stolen token. */
const before = (uid: string) => tokenAt(uid, ENDED_AT - 1000);
/** Signed in again after it (the shopper's own device, after logging in anew). */
const after = (uid: string) => tokenAt(uid, ENDED_AT + 60_000);

const notice = { kind: 'price-drop', title: 'Price drop', body: 'Now less.', link: '/', read: false };

const addedProduct = (id: number) => ({
  ...aProduct({ id }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

const { signedInAs } = setUpRulesEnvironment(async (db) => {
  const endedAt = Timestamp.fromMillis(ENDED_AT);
  await setDoc(doc(db, 'Users/alice'), { ...aUser({ uid: 'alice' }), sessionsValidAfter: endedAt });
  await setDoc(doc(db, 'Users/bob'), aUser({ uid: 'bob' }));
  await setDoc(doc(db, 'Users/root'), {
    ...aUser({ uid: 'root', userType: 'admin' }),
    sessionsValidAfter: endedAt,
  });
  await setDoc(doc(db, 'Users/alice/notices/n1'), notice);
  await setDoc(doc(db, 'Users/bob/notices/n1'), notice);
  await setDoc(doc(db, 'Orders/o1'), { uid: 'alice', status: 'paid', total: 20 });
  await setDoc(doc(db, 'Orders/o2'), { uid: 'bob', status: 'paid', total: 30 });
  await setDoc(doc(db, 'Products/7'), {
    ...aProduct({ id: 7 }),
    createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
    updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
  });
});

/** Everything a shopper does with its own data, each one request. */
const shopperRequests = (db: RulesFirestore): (() => Promise<unknown>)[] => [
  () => getDoc(doc(db, 'Users/alice')),
  () => updateDoc(doc(db, 'Users/alice'), { cart: [] }),
  () => updateDoc(doc(db, 'Users/alice'), { wishlist: ['7'] }),
  () => updateDoc(doc(db, 'Users/alice'), { name: 'Alice', phone: '0123456789' }),
  () => updateDoc(doc(db, 'Users/alice'), { notifications: { priceDrops: true } }),
  () => getDoc(doc(db, 'Orders/o1')),
  () => getDocs(query(collection(db, 'Orders'), where('uid', '==', 'alice'))),
  () => getDocs(collection(db, 'Users/alice/notices')),
  () => getDoc(doc(db, 'Users/alice/notices/n1')),
  () => updateDoc(doc(db, 'Users/alice/notices/n1'), { read: true }),
];

describe('a token signed in before its sessions were ended', () => {
  it("is refused the user's record, cart, wishlist, profile, orders and notices", async () => {
    for (const request of shopperRequests(before('alice'))) await assertFails(request());
  });

  it("is refused an admin's product writes and the desk's orders", async () => {
    const admin = before('root');
    await assertFails(setDoc(doc(admin, 'Products/9'), addedProduct(9)));
    await assertFails(updateDoc(doc(admin, 'Products/7'), { price: 1, updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(admin, 'Products/7')));
    await assertFails(getDocs(collection(admin, 'Orders')));
    await assertFails(getDoc(doc(admin, 'Orders/o2')));
  });

  it('is refused in the very second before, as the functions refuse it', async () => {
    await assertFails(getDoc(doc(tokenAt('alice', ENDED_AT - 1), 'Users/alice')));
  });
});

describe('a token signed in since', () => {
  it("is allowed the user's record, cart, wishlist, profile, orders and notices", async () => {
    for (const request of shopperRequests(after('alice'))) await assertSucceeds(request());
  });

  it('is allowed from the second the sessions were ended, as the functions allow it', async () => {
    await assertSucceeds(getDoc(doc(tokenAt('alice', ENDED_AT), 'Users/alice')));
    await assertSucceeds(getDoc(doc(tokenAt('alice', ENDED_AT + 999), 'Users/alice')));
  });

  it("is allowed an admin's product writes and the desk's orders", async () => {
    const admin = after('root');
    await assertSucceeds(setDoc(doc(admin, 'Products/9'), addedProduct(9)));
    await assertSucceeds(updateDoc(doc(admin, 'Products/7'), { price: 1, updatedAt: serverTimestamp() }));
    await assertSucceeds(getDocs(collection(admin, 'Orders')));
    await assertSucceeds(deleteDoc(doc(admin, 'Products/7')));
  });
});

describe('an account whose sessions were never ended', () => {
  it('keeps working with any token, however old', async () => {
    const bob = tokenAt('bob', Date.UTC(2020, 0, 1));
    await assertSucceeds(getDoc(doc(bob, 'Users/bob')));
    await assertSucceeds(updateDoc(doc(bob, 'Users/bob'), { cart: [] }));
    await assertSucceeds(getDoc(doc(bob, 'Orders/o2')));
    await assertSucceeds(getDocs(collection(bob, 'Users/bob/notices')));
  });

  it('may still make its record, which has no time yet', async () => {
    const carol = tokenAt('carol', Date.UTC(2020, 0, 1));
    await assertSucceeds(
      setDoc(doc(carol, 'Users/carol'), { ...aUser({ uid: 'carol' }), createdAt: serverTimestamp() }),
    );
  });
});

describe('the time itself', () => {
  it('cannot be moved, removed or overwritten by the user, even on a current session', async () => {
    const alice = after('alice');
    await assertFails(updateDoc(doc(alice, 'Users/alice'), { sessionsValidAfter: Timestamp.fromMillis(0) }));
    await assertFails(updateDoc(doc(alice, 'Users/alice'), { sessionsValidAfter: serverTimestamp() }));
    await assertFails(updateDoc(doc(alice, 'Users/alice'), { sessionsValidAfter: deleteField() }));
    await assertFails(setDoc(doc(alice, 'Users/alice'), aUser({ uid: 'alice' })));
  });

  it('cannot be set by the user, on its record or on a new one', async () => {
    const bob = after('bob');
    await assertFails(updateDoc(doc(bob, 'Users/bob'), { sessionsValidAfter: Timestamp.fromMillis(0) }));
    const carol = after('carol');
    await assertFails(
      setDoc(doc(carol, 'Users/carol'), {
        ...aUser({ uid: 'carol' }),
        createdAt: serverTimestamp(),
        sessionsValidAfter: Timestamp.fromMillis(0),
      }),
    );
  });

  it("does not reach another account: the admin's ended sessions leave bob's token alone", async () => {
    await assertSucceeds(getDoc(doc(before('bob'), 'Users/bob')));
    await assertSucceeds(getDoc(doc(before('bob'), 'Orders/o2')));
  });
});
