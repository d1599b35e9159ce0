import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { MAX_LINE_QUANTITY } from '@/domain/shop-rules';
import { aProduct, aUser } from '../support/factories';
import { setUpRulesEnvironment, type RulesFirestore } from '../support/rules-environment';

/*
 * The admin edits products after they are added (price, previous price, discount,
 * stock, visibility), and the rules take a product write only in the product's shape (spec §3):
 * its keys, their types and bounds, `updatedAt` the time of the write. And the operator's desk
 * reads every order.
 */

/** A product as stored (the seed's timestamps). */
const stored = (id: number) => ({
  ...aProduct({ id, price: 199.99, previousPrice: 249.99, stock: 4 }),
  createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
});

/** A new product as the Add New Product form saves it. */
const added = (id: number, overrides: Record<string, unknown> = {}) => ({
  ...aProduct({ id }),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...overrides,
});

/** An edit as the desk sends it: the changed fields and updatedAt set by the server. */
const edit = (db: RulesFirestore, change: Record<string, unknown>, id = 7) =>
  updateDoc(doc(db, `Products/${id}`), { ...change, updatedAt: serverTimestamp() });

const { seed, signedInAs, visitor } = setUpRulesEnvironment(async (db) => {
  await setDoc(doc(db, 'Products/7'), stored(7));
  await setDoc(doc(db, 'Products/8'), { ...stored(8), hidden: true });
  await setDoc(doc(db, 'Users/alice'), aUser({ uid: 'alice' }));
  await setDoc(doc(db, 'Users/bob'), aUser({ uid: 'bob' }));
  await setDoc(doc(db, 'Users/root'), aUser({ uid: 'root', userType: 'admin' }));
  const at = (day: number) => Timestamp.fromMillis(Date.UTC(2026, 1, day));
  await setDoc(doc(db, 'Orders/o1'), { uid: 'alice', status: 'paid', total: 20, createdAt: at(1) });
  await setDoc(doc(db, 'Orders/o2'), { uid: 'bob', status: 'needs-review', total: 30, createdAt: at(2) });
  await setDoc(doc(db, 'Orders/o3'), { uid: 'bob', status: 'paid', total: 40, createdAt: at(3) });
});

const shopper = () => signedInAs('alice');
const admin = () => signedInAs('root');

describe('Products: what an admin may write', () => {
  it('adds a product in the shape the Add New Product form sends', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'Products/9'), added(9)));
    await assertSucceeds(
      setDoc(
        doc(admin(), 'Products/10'),
        added(10, { discountTag: false, discountPercent: null, hidden: false }),
      ),
    );
  });

  it('edits price, previous price, discount, stock and visibility', async () => {
    await assertSucceeds(edit(admin(), { price: 179.99, previousPrice: 199.99 }));
    await assertSucceeds(edit(admin(), { discountTag: true, discountPercent: 10 }));
    await assertSucceeds(edit(admin(), { discountTag: false, discountPercent: null }));
    await assertSucceeds(edit(admin(), { stock: 0 }));
    await assertSucceeds(edit(admin(), { stock: 250 }));
    await assertSucceeds(edit(admin(), { hidden: true }));
    await assertSucceeds(edit(admin(), { hidden: false }, 8));
    await assertSucceeds(edit(admin(), { hidden: deleteField() }, 8));
  });

  it('edits a product the functions stamped when a released hold gave its units back', async () => {
    await seed((db) => updateDoc(doc(db, 'Products/7'), { holdReleasedAt: serverTimestamp() }));
    await assertSucceeds(edit(admin(), { stock: 3 }));
    await assertFails(edit(admin(), { holdReleasedAt: 'yesterday' }));
  });

  it('takes every bound at its edge', async () => {
    for (const price of [0.01, 0.1, 19.99, 1099, 4999.95, 1_000_000])
      await assertSucceeds(edit(admin(), { price }));
    for (const previousPrice of [0, 0.01, 1199.99]) await assertSucceeds(edit(admin(), { previousPrice }));
    for (const discountPercent of [1, 99, 12.5])
      await assertSucceeds(edit(admin(), { discountTag: true, discountPercent }));
    await assertSucceeds(edit(admin(), { stock: 1_000_000 }));
  });

  it('refuses a price under 0.01, with more than 2 decimals, or not a number', async () => {
    for (const price of [0, -1, 0.001, 9.999, 19.995, '19.99', null, 1_000_000.01])
      await assertFails(edit(admin(), { price }));
    await assertFails(edit(admin(), { price: deleteField() }));
  });

  it('refuses a previous price below 0, with more than 2 decimals, or not a number', async () => {
    for (const previousPrice of [-0.01, 10.123, '10', null])
      await assertFails(edit(admin(), { previousPrice }));
  });

  it('refuses stock that is not a whole number of 0 or more', async () => {
    for (const stock of [-1, 1.5, '3', null, 1_000_001]) await assertFails(edit(admin(), { stock }));
  });

  it('refuses a discount percent without a discount, none with one, or outside 1 to 99', async () => {
    await assertFails(edit(admin(), { discountTag: false, discountPercent: 10 }));
    await assertFails(edit(admin(), { discountTag: true, discountPercent: null }));
    for (const discountPercent of [0, 100, '10'])
      await assertFails(edit(admin(), { discountTag: true, discountPercent }));
    await assertFails(edit(admin(), { discountTag: 'yes' }));
  });

  it('sets and removes a limit per order of 1 to the shop’s most of one product', async () => {
    for (const limitPerOrder of [1, 2, MAX_LINE_QUANTITY])
      await assertSucceeds(edit(admin(), { limitPerOrder }));
    await assertSucceeds(edit(admin(), { limitPerOrder: deleteField() }));
  });

  it('refuses a limit per order that is not a whole number from 1 to the shop’s most', async () => {
    for (const limitPerOrder of [0, -1, 1.5, '2', null, MAX_LINE_QUANTITY + 1])
      await assertFails(edit(admin(), { limitPerOrder }));
  });

  it('refuses a visibility that is not true or false', async () => {
    for (const hidden of ['yes', 1, null]) await assertFails(edit(admin(), { hidden }));
  });

  it('refuses an edit that does not stamp updatedAt with the time of the write', async () => {
    await assertFails(updateDoc(doc(admin(), 'Products/7'), { price: 99 }));
    await assertFails(updateDoc(doc(admin(), 'Products/7'), { price: 99, updatedAt: Timestamp.now() }));
    await assertFails(updateDoc(doc(admin(), 'Products/7'), { price: 99, updatedAt: Date.now() }));
  });

  it('refuses keys the spec does not have, and removing one it needs', async () => {
    await assertFails(edit(admin(), { featured: true }));
    await assertFails(edit(admin(), { sold: 3 }));
    await assertFails(edit(admin(), { title: deleteField() }));
    await assertFails(edit(admin(), { discountPercent: deleteField() }));
  });

  it('refuses changing the id or the creation time', async () => {
    await assertFails(edit(admin(), { id: 70 }));
    await assertFails(edit(admin(), { createdAt: Timestamp.fromMillis(0) }));
  });

  it('refuses new products out of shape: id not the document id, made-up creation time, bad fields', async () => {
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(12)));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { createdAt: Timestamp.now() })));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { title: '' })));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { title: 'x'.repeat(201) })));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { images: [] })));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { rating: 5.1 })));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { totalRatings: 1.5 })));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { description: 'x'.repeat(5001) })));
    await assertFails(setDoc(doc(admin(), 'Products/11'), added(11, { tags: 'New' })));
  });

  it('refuses every product write by a shopper or a visitor, even in shape', async () => {
    for (const db of [shopper(), visitor()]) {
      await assertFails(edit(db, { price: 1 }));
      await assertFails(edit(db, { hidden: true }));
      await assertFails(setDoc(doc(db, 'Products/12'), added(12)));
    }
  });

  it('lets everyone read a hidden product (the shop leaves it out; the desk lists it)', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'Products/8')));
    await assertSucceeds(getDocs(query(collection(admin(), 'Products'), where('hidden', '==', true))));
    await assertSucceeds(getDocs(query(collection(admin(), 'Products'), where('stock', '<=', 5))));
  });
});

describe('Orders: the operator desk reads them all', () => {
  it('lets an admin read any order and list them newest first, by status too', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'Orders/o2')));
    await assertSucceeds(getDocs(query(collection(admin(), 'Orders'), orderBy('createdAt', 'desc'))));
    await assertSucceeds(
      getDocs(
        query(
          collection(admin(), 'Orders'),
          where('status', '==', 'needs-review'),
          orderBy('createdAt', 'desc'),
        ),
      ),
    );
  });

  it('still keeps a shopper to its own orders', async () => {
    await assertFails(getDoc(doc(shopper(), 'Orders/o2')));
    await assertFails(getDocs(query(collection(shopper(), 'Orders'), where('status', '==', 'needs-review'))));
    await assertFails(getDocs(collection(visitor(), 'Orders')));
  });

  it('lets no admin write an order: every change goes through the desk functions', async () => {
    await assertFails(updateDoc(doc(admin(), 'Orders/o1'), { status: 'shipped' }));
    await assertFails(setDoc(doc(admin(), 'Orders/o4'), { uid: 'root', status: 'paid' }));
  });
});
