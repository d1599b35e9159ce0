import { readFileSync } from 'node:fs';

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

import { HOSTS, PROJECT_ID } from '../../scripts/lib/emulator-rest.mjs';

let env: RulesTestEnvironment;
const [host = '127.0.0.1', port = '8080'] = HOSTS.firestore.split(':');

const product = { id: 1, title: 'MacBook Air 13', price: 999, tags: ['New'] };
const userRecord = (uid: string, userType = 'normal') => ({
  uid,
  name: uid,
  email: `${uid}@eshop.test`,
  photoURL: '',
  cart: [],
  orders: [],
  wishlist: [],
  userType,
});

const visitor = () => env.unauthenticatedContext().firestore();
const shopper = () => env.authenticatedContext('alice').firestore();
const otherShopper = () => env.authenticatedContext('bob').firestore();
const admin = () => env.authenticatedContext('root').firestore();

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  });
});

afterAll(() => env.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'Products/1'), product);
    await setDoc(doc(db, 'Users/alice'), userRecord('alice'));
    await setDoc(doc(db, 'Users/bob'), userRecord('bob'));
    await setDoc(doc(db, 'Users/root'), userRecord('root', 'admin'));
    await setDoc(doc(db, 'Orders/o1'), { uid: 'alice', amount: 1009.99, status: 'paid' });
  });
});

describe('Products', () => {
  it('are readable by visitors, shoppers and admins', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'Products/1')));
    await assertSucceeds(getDoc(doc(shopper(), 'Products/1')));
    await assertSucceeds(getDoc(doc(admin(), 'Products/1')));
  });

  it('cannot be created, changed or deleted by a visitor', async () => {
    await assertFails(setDoc(doc(visitor(), 'Products/2'), product));
    await assertFails(updateDoc(doc(visitor(), 'Products/1'), { price: 1 }));
    await assertFails(deleteDoc(doc(visitor(), 'Products/1')));
  });

  it('cannot be created, changed or deleted by a shopper', async () => {
    await assertFails(setDoc(doc(shopper(), 'Products/2'), product));
    await assertFails(updateDoc(doc(shopper(), 'Products/1'), { price: 1 }));
    await assertFails(deleteDoc(doc(shopper(), 'Products/1')));
  });

  it('can be created, changed and deleted by an admin', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'Products/2'), { ...product, id: 2 }));
    await assertSucceeds(updateDoc(doc(admin(), 'Products/1'), { price: 899 }));
    await assertSucceeds(deleteDoc(doc(admin(), 'Products/1')));
  });
});

describe('Users', () => {
  it('lets a user read its own record', async () => {
    await assertSucceeds(getDoc(doc(shopper(), 'Users/alice')));
  });

  it("refuses a user reading another user's record, and a visitor reading any", async () => {
    await assertFails(getDoc(doc(shopper(), 'Users/bob')));
    await assertFails(getDoc(doc(visitor(), 'Users/alice')));
    await assertFails(getDoc(doc(admin(), 'Users/alice')));
  });

  it('lets a new user create its own record as a normal user', async () => {
    const carol = env.authenticatedContext('carol').firestore();
    await assertSucceeds(setDoc(doc(carol, 'Users/carol'), userRecord('carol')));
  });

  it('refuses a new user creating its record as an admin', async () => {
    const carol = env.authenticatedContext('carol').firestore();
    await assertFails(setDoc(doc(carol, 'Users/carol'), userRecord('carol', 'admin')));
  });

  it("refuses creating a record under someone else's uid or with a mismatched uid field", async () => {
    await assertFails(setDoc(doc(shopper(), 'Users/mallory'), userRecord('mallory')));
    const carol = env.authenticatedContext('carol').firestore();
    await assertFails(setDoc(doc(carol, 'Users/carol'), userRecord('alice')));
    await assertFails(setDoc(doc(visitor(), 'Users/carol'), userRecord('carol')));
  });

  it('lets a user save its own cart', async () => {
    await assertSucceeds(
      setDoc(doc(shopper(), 'Users/alice'), { cart: [{ id: 1, quantity: 2 }] }, { merge: true }),
    );
  });

  it('refuses a user making itself admin', async () => {
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { userType: 'admin' }));
    await assertFails(setDoc(doc(shopper(), 'Users/alice'), { userType: 'admin' }, { merge: true }));
  });

  it('refuses a user writing its own orders', async () => {
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { orders: [{ id: 'free' }] }));
  });

  it("refuses a user writing another user's record", async () => {
    await assertFails(updateDoc(doc(otherShopper(), 'Users/alice'), { cart: [] }));
    await assertFails(updateDoc(doc(visitor(), 'Users/alice'), { cart: [] }));
  });

  it('refuses deleting a record, even its own', async () => {
    await assertFails(deleteDoc(doc(shopper(), 'Users/alice')));
  });
});

describe('Orders', () => {
  it('are readable by their owner only', async () => {
    await assertSucceeds(getDoc(doc(shopper(), 'Orders/o1')));
    await assertFails(getDoc(doc(otherShopper(), 'Orders/o1')));
    await assertFails(getDoc(doc(visitor(), 'Orders/o1')));
  });

  it('cannot be written by anyone through the client, owner and admin included', async () => {
    await assertFails(setDoc(doc(shopper(), 'Orders/o2'), { uid: 'alice', amount: 0, status: 'paid' }));
    await assertFails(updateDoc(doc(shopper(), 'Orders/o1'), { status: 'refunded' }));
    await assertFails(setDoc(doc(admin(), 'Orders/o3'), { uid: 'root', amount: 0 }));
    await assertFails(deleteDoc(doc(shopper(), 'Orders/o1')));
  });
});
