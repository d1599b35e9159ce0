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
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';

import { ship } from '../../functions/src/desk/desk-rules';
import { aProduct, aUser } from '../support/factories';
import { setUpRulesEnvironment } from '../support/rules-environment';

const product = { id: 1, title: 'MacBook Air 13', price: 999, tags: ['New'] };
const userRecord = (uid: string, userType: 'normal' | 'admin' = 'normal') => aUser({ uid, userType });
/** What the app writes when an account is made: the server sets createdAt. */
const newUserRecord = (uid: string, overrides: Record<string, unknown> = {}) => ({
  ...aUser({ uid }),
  createdAt: serverTimestamp(),
  ...overrides,
});

const { seed, signedInAs, visitor } = setUpRulesEnvironment(async (db) => {
  await setDoc(doc(db, 'Products/1'), product);
  await setDoc(doc(db, 'Users/alice'), userRecord('alice'));
  await setDoc(doc(db, 'Users/bob'), userRecord('bob'));
  await setDoc(doc(db, 'Users/root'), userRecord('root', 'admin'));
  await setDoc(doc(db, 'Orders/o1'), { uid: 'alice', amount: 1009.99, status: 'paid' });
  await setDoc(doc(db, 'Rates/usd'), {
    rates: { BDT: 122, INR: 84.6, GBP: 0.79, CAD: 1.4 },
    day: '2026-12-01',
  });
  await setDoc(doc(db, 'CatalogRemovals/9'), { id: 9, updatedAt: new Date('2026-12-01T00:00:00Z') });
  await setDoc(doc(db, 'CatalogSnapshot/current'), { watermark: 1, base: ['0123456789abcdef0123.json'] });
  await setDoc(doc(db, 'CatalogFiles/0123456789abcdef0123.json'), { body: '[]' });
});

const shopper = () => signedInAs('alice');
const otherShopper = () => signedInAs('bob');
const admin = () => signedInAs('root');

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

  it('can be created, changed and deleted by an admin (their shape: product-rules.test.ts)', async () => {
    const stamped = { ...aProduct({ id: 2 }), createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
    await assertSucceeds(setDoc(doc(admin(), 'Products/2'), stamped));
    await assertSucceeds(updateDoc(doc(admin(), 'Products/2'), { price: 899, updatedAt: serverTimestamp() }));
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
    await assertSucceeds(setDoc(doc(signedInAs('carol'), 'Users/carol'), newUserRecord('carol')));
  });

  it('refuses a new user creating its record as an admin', async () => {
    const carol = signedInAs('carol');
    await assertFails(setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { userType: 'admin' })));
  });

  it("refuses creating a record under someone else's uid or with a mismatched uid field", async () => {
    await assertFails(setDoc(doc(shopper(), 'Users/mallory'), newUserRecord('mallory')));
    const carol = signedInAs('carol');
    await assertFails(setDoc(doc(carol, 'Users/carol'), { ...newUserRecord('carol'), uid: 'alice' }));
    await assertFails(setDoc(doc(visitor(), 'Users/carol'), newUserRecord('carol')));
  });

  it('refuses a new record with orders, a made-up creation time or an e-mail not its own', async () => {
    const carol = signedInAs('carol');
    await assertFails(
      setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { orders: [{ id: 'free' }] })),
    );
    await assertFails(setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { createdAt: 'yesterday' })));
    await assertFails(
      setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { createdAt: new Date('2020-01-01') })),
    );
    await assertFails(setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { email: 'ceo@eshop.test' })));
  });

  it('refuses a new record with keys the spec does not have, wrong types or missing keys', async () => {
    const carol = signedInAs('carol');
    await assertFails(setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { isAdmin: true })));
    await assertFails(setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { name: 42 })));
    await assertFails(setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { cart: 'everything' })));
    const { wishlist: _wishlist, ...withoutWishlist } = newUserRecord('carol');
    await assertFails(setDoc(doc(carol, 'Users/carol'), withoutWishlist));
  });

  it('refuses strings and carts beyond their bounds', async () => {
    const carol = signedInAs('carol');
    await assertFails(setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { name: 'n'.repeat(101) })));
    await assertSucceeds(
      setDoc(doc(carol, 'Users/carol'), newUserRecord('carol', { name: 'n'.repeat(100) })),
    );
    const lines = (count: number) => Array.from({ length: count }, (_, id) => ({ id, quantity: 1 }));
    await assertSucceeds(updateDoc(doc(carol, 'Users/carol'), { cart: lines(100) }));
    await assertFails(updateDoc(doc(carol, 'Users/carol'), { cart: lines(101) }));
    await assertFails(updateDoc(doc(carol, 'Users/carol'), { address: 'a'.repeat(301) }));
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

  it('refuses a user changing its uid, creation time or e-mail, or adding unknown keys', async () => {
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { uid: 'bob' }));
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { email: 'ceo@eshop.test' }));
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { isAdmin: true }));
  });

  it('refuses removing a locked key, by a full set or by deleteField', async () => {
    const { userType: _userType, ...withoutRole } = userRecord('alice');
    await assertFails(setDoc(doc(shopper(), 'Users/alice'), withoutRole));
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { orders: deleteField() }));
    await assertFails(updateDoc(doc(shopper(), 'Users/alice'), { createdAt: deleteField() }));
  });

  it('lets a user rewrite its whole record when the locked keys stay as they are', async () => {
    await assertSucceeds(setDoc(doc(shopper(), 'Users/alice'), { ...userRecord('alice'), name: 'Alice B.' }));
  });

  it('refuses listing Users, to shoppers and admins alike', async () => {
    await assertFails(getDocs(collection(shopper(), 'Users')));
    await assertFails(getDocs(collection(admin(), 'Users')));
  });

  it("refuses an admin writing another user's record", async () => {
    await assertFails(updateDoc(doc(admin(), 'Users/alice'), { cart: [] }));
    await assertFails(updateDoc(doc(admin(), 'Users/alice'), { userType: 'admin' }));
  });

  it("refuses a user writing another user's record", async () => {
    await assertFails(updateDoc(doc(otherShopper(), 'Users/alice'), { cart: [] }));
    await assertFails(updateDoc(doc(visitor(), 'Users/alice'), { cart: [] }));
  });

  it('refuses deleting a record, even its own', async () => {
    await assertFails(deleteDoc(doc(shopper(), 'Users/alice')));
  });
});

describe('Users: the profile a shopper edits', () => {
  /** What the profile form writes (features/profile/api/write-profile.ts). */
  const profile = {
    name: 'Alice Liddell',
    phone: '+44 20 7946 0958',
    address: '1 High Street, London',
    country: 'UK',
    zip: '10115',
  };
  const alice = () => doc(shopper(), 'Users/alice');

  it('lets a shopper set and then clear its own name, phone, address, country and zip', async () => {
    await assertSucceeds(updateDoc(alice(), profile));
    await assertSucceeds(
      updateDoc(alice(), {
        name: 'Alice',
        phone: deleteField(),
        address: deleteField(),
        country: deleteField(),
        zip: deleteField(),
      }),
    );
  });

  it("refuses a shopper editing another shopper's profile, and a visitor editing any", async () => {
    await assertFails(updateDoc(doc(otherShopper(), 'Users/alice'), profile));
    await assertFails(updateDoc(doc(admin(), 'Users/alice'), profile));
    await assertFails(updateDoc(doc(visitor(), 'Users/alice'), profile));
  });

  it('takes each field at its bounds and every country the checkout offers', async () => {
    await assertSucceeds(
      updateDoc(alice(), { name: 'n'.repeat(100), phone: '1'.repeat(20), address: 'a'.repeat(300) }),
    );
    for (const zip of ['1234', '1234567890']) await assertSucceeds(updateDoc(alice(), { zip }));
    for (const country of ['Bangladesh', 'India', 'USA', 'UK', 'Canada'])
      await assertSucceeds(updateDoc(alice(), { country }));
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }],
    ['a name that is not text', { name: 42 }],
    ['a phone over 20 characters', { phone: '1'.repeat(21) }],
    ['a phone that is not text', { phone: 2079460958 }],
    ['an address over 300 characters', { address: 'a'.repeat(301) }],
    ['an address that is not text', { address: { line1: '1 High Street' } }],
    ['a country the checkout does not offer', { country: 'France' }],
    ['a country that is not text', { country: 1 }],
    ['a zip of 3 digits', { zip: '123' }],
    ['a zip of 11 digits', { zip: '12345678901' }],
    ['a zip with letters', { zip: '1234a' }],
    ['a zip that is not text', { zip: 12345 }],
    ['a key the profile does not have', { city: 'London' }],
  ])('refuses %s', async (_what, change) => {
    await assertFails(updateDoc(alice(), change));
  });

  it.each([
    ['email', { email: 'alice@elsewhere.test' }],
    ['userType', { userType: 'admin' }],
    ['orders', { orders: [{ id: 'free' }] }],
    ['createdAt', { createdAt: serverTimestamp() }],
  ])('refuses a profile save that also changes %s', async (_key, change) => {
    await assertFails(updateDoc(alice(), { ...profile, ...change }));
  });

  it('refuses a profile save that removes email, userType, orders or createdAt', async () => {
    for (const key of ['email', 'userType', 'orders', 'createdAt'])
      await assertFails(updateDoc(alice(), { ...profile, [key]: deleteField() }));
  });
});

describe('Users: deleting the account and notification preferences', () => {
  const alice = () => doc(shopper(), 'Users/alice');

  it('refuses deleting a Users record from the client, own or not: only the delete function does', async () => {
    await assertFails(deleteDoc(alice()));
    await assertFails(deleteDoc(doc(otherShopper(), 'Users/alice')));
    await assertFails(deleteDoc(doc(admin(), 'Users/alice')));
    await assertFails(deleteDoc(doc(visitor(), 'Users/alice')));
  });

  it('lets a shopper keep notification preferences: the three switches, each true or false', async () => {
    await assertSucceeds(
      updateDoc(alice(), { notifications: { priceDrops: true, backInStock: false, orderUpdates: true } }),
    );
    await assertSucceeds(updateDoc(alice(), { notifications: { orderUpdates: false } }));
    await assertSucceeds(updateDoc(alice(), { notifications: {} }));
  });

  it('refuses notification preferences of another shape, or on another user', async () => {
    await assertFails(updateDoc(alice(), { notifications: { priceDrops: 'yes' } }));
    await assertFails(updateDoc(alice(), { notifications: { newsletter: true } }));
    await assertFails(updateDoc(alice(), { notifications: true }));
    await assertFails(updateDoc(alice(), { notifications: ['priceDrops'] }));
    await assertFails(updateDoc(doc(otherShopper(), 'Users/alice'), { notifications: { priceDrops: true } }));
  });
});

describe('Rates: the exchange rates of the approximate prices', () => {
  it('are read by everyone, signed in or not', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'Rates/usd')));
    await assertSucceeds(getDoc(doc(shopper(), 'Rates/usd')));
  });

  it('are written by no client, not even an admin (the refreshRates function writes them)', async () => {
    const rates = { rates: { BDT: 1, INR: 1, GBP: 1, CAD: 1 }, day: '2026-12-02' };
    await assertFails(setDoc(doc(visitor(), 'Rates/usd'), rates));
    await assertFails(setDoc(doc(shopper(), 'Rates/usd'), rates));
    await assertFails(setDoc(doc(admin(), 'Rates/usd'), rates));
    await assertFails(setDoc(doc(admin(), 'Rates/eur'), rates));
    await assertFails(deleteDoc(doc(admin(), 'Rates/usd')));
  });
});

describe("CatalogRemovals: deleted products' tombstones", () => {
  it('are read by everyone, one by one and by the catalog delta query', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'CatalogRemovals/9')));
    await assertSucceeds(getDoc(doc(shopper(), 'CatalogRemovals/9')));
    const since = query(collection(visitor(), 'CatalogRemovals'), where('updatedAt', '>', new Date(0)));
    // The tombstone seeded here (the function may add others, of products an earlier test deleted).
    expect((await assertSucceeds(getDocs(since))).docs.map((tombstone) => tombstone.id)).toContain('9');
  });

  it('are written by no client, not even an admin (the catalogRemovals function writes them)', async () => {
    const tombstone = { id: 1, updatedAt: serverTimestamp() };
    await assertFails(setDoc(doc(visitor(), 'CatalogRemovals/1'), tombstone));
    await assertFails(setDoc(doc(shopper(), 'CatalogRemovals/1'), tombstone));
    await assertFails(setDoc(doc(admin(), 'CatalogRemovals/1'), tombstone));
    await assertFails(updateDoc(doc(admin(), 'CatalogRemovals/9'), { updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(admin(), 'CatalogRemovals/9')));
  });
});

describe("The catalog's snapshot: the functions' alone, served through Hosting", () => {
  it('is neither read nor written by any client, not even an admin', async () => {
    for (const db of [visitor(), shopper(), admin()]) {
      await assertFails(getDoc(doc(db, 'CatalogSnapshot/current')));
      await assertFails(getDoc(doc(db, 'CatalogFiles/0123456789abcdef0123.json')));
      await assertFails(getDocs(collection(db, 'CatalogFiles')));
      await assertFails(setDoc(doc(db, 'CatalogSnapshot/current'), { watermark: 2, base: [] }));
      await assertFails(setDoc(doc(db, 'CatalogFiles/0123456789abcdef0124.json'), { body: '[]' }));
    }
  });
});

describe('Users: the language the shopper chose', () => {
  const alice = () => doc(shopper(), 'Users/alice');

  it("lets a shopper keep one of the shop's languages on the account", async () => {
    for (const language of ['bn', 'hi', 'fr-CA', 'en']) {
      await assertSucceeds(updateDoc(alice(), { language }));
    }
  });

  it('refuses a language the shop does not speak, another type, or on another user', async () => {
    await assertFails(updateDoc(alice(), { language: 'de' }));
    await assertFails(updateDoc(alice(), { language: 'fr' }));
    await assertFails(updateDoc(alice(), { language: ['bn'] }));
    await assertFails(updateDoc(doc(otherShopper(), 'Users/alice'), { language: 'bn' }));
    await assertFails(updateDoc(doc(visitor(), 'Users/alice'), { language: 'bn' }));
  });
});

describe('Users: the wishlist', () => {
  const alice = () => doc(shopper(), 'Users/alice');
  const ids = (count: number) => Array.from({ length: count }, (_, at) => String(1001 + at));

  it('lets a shopper keep up to 100 product ids, and empty the list', async () => {
    await assertSucceeds(updateDoc(alice(), { wishlist: ['1001'] }));
    await assertSucceeds(updateDoc(alice(), { wishlist: ids(100) }));
    await assertSucceeds(updateDoc(alice(), { wishlist: ['990001', '1001', '7'] }));
    await assertSucceeds(updateDoc(alice(), { wishlist: [] }));
  });

  it.each([
    ['101 ids', ids(101)],
    ['an id twice', ['1001', '1002', '1001']],
    ['a number instead of an id', [1001]],
    ['an id with letters', ['1001', 'abc']],
    ['an empty id', ['']],
    ['an id of 13 digits', ['1234567890123']],
    ['an id with a comma in it', ['1001,1002']],
    ['a map', [{ id: '1001' }]],
    ['something that is not a list', '1001'],
  ])('refuses a wishlist holding %s', async (_what, wishlist) => {
    await assertFails(updateDoc(alice(), { wishlist }));
  });

  it("refuses writing another shopper's wishlist", async () => {
    await assertFails(updateDoc(doc(otherShopper(), 'Users/alice'), { wishlist: ['1001'] }));
    await assertFails(updateDoc(doc(visitor(), 'Users/alice'), { wishlist: ['1001'] }));
  });
});

describe('Users: notices', () => {
  const notice = {
    kind: 'price-drop',
    title: 'Price drop: MacBook Air 13',
    body: 'Now $899.00, was $999.00.',
    link: '/product-details/1',
    productId: 1,
    price: 899,
    was: 999,
    read: false,
  };
  beforeEach(async () => {
    await seed(async (db) => {
      await setDoc(doc(db, 'Users/alice/notices/n1'), notice);
      await setDoc(doc(db, 'Products/1/watchers/alice'), { price: 999, inStock: true });
    });
  });
  const aliceNotice = (db = shopper()) => doc(db, 'Users/alice/notices/n1');

  it('lets a shopper read and list its own notices, and mark one read', async () => {
    await assertSucceeds(getDoc(aliceNotice()));
    await assertSucceeds(getDocs(collection(shopper(), 'Users/alice/notices')));
    await assertSucceeds(updateDoc(aliceNotice(), { read: true }));
  });

  it("refuses reading another shopper's notices, to shoppers, admins and visitors", async () => {
    for (const db of [otherShopper(), admin(), visitor()]) {
      await assertFails(getDoc(aliceNotice(db)));
      await assertFails(getDocs(collection(db, 'Users/alice/notices')));
      await assertFails(updateDoc(aliceNotice(db), { read: true }));
    }
  });

  it('refuses a shopper writing a notice, changing what it says, unreading or deleting it', async () => {
    await assertFails(setDoc(doc(shopper(), 'Users/alice/notices/n2'), notice));
    await assertFails(updateDoc(aliceNotice(), { price: 1 }));
    await assertFails(updateDoc(aliceNotice(), { read: true, price: 1 }));
    await assertFails(updateDoc(aliceNotice(), { read: 'yes' }));
    await updateDoc(aliceNotice(), { read: true });
    await assertFails(updateDoc(aliceNotice(), { read: false }));
    await assertFails(deleteDoc(aliceNotice()));
  });

  it("keeps the functions' baselines beside a product from every client", async () => {
    for (const db of [shopper(), admin(), visitor()]) {
      await assertFails(getDoc(doc(db, 'Products/1/watchers/alice')));
      await assertFails(setDoc(doc(db, 'Products/1/watchers/alice'), { price: 1, inStock: true }));
    }
  });
});

describe('anything else', () => {
  it('is denied: unknown collections and subcollections of a user', async () => {
    await assertFails(setDoc(doc(shopper(), 'Coupons/c1'), { percent: 100 }));
    await assertFails(getDoc(doc(shopper(), 'Coupons/c1')));
    await assertFails(setDoc(doc(shopper(), 'Users/alice/notes/n1'), { text: 'hi' }));
    await assertFails(getDoc(doc(shopper(), 'Users/alice/notes/n1')));
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
    await assertFails(updateDoc(doc(admin(), 'Orders/o1'), { status: 'pending' }));
    await assertFails(deleteDoc(doc(admin(), 'Orders/o1')));
  });

  it('are listed by a shopper only through the owner filter, and all by an admin (the desk)', async () => {
    await assertSucceeds(getDocs(query(collection(shopper(), 'Orders'), where('uid', '==', 'alice'))));
    await assertFails(getDocs(collection(shopper(), 'Orders')));
    await assertFails(getDocs(query(collection(shopper(), 'Orders'), where('uid', '==', 'bob'))));
    await assertSucceeds(getDocs(collection(admin(), 'Orders')));
  });
});

describe('Orders: who did what stays with the shop', () => {
  const operator = { uid: 'operator-7', email: 'operator-7@eshop.test' };

  beforeEach(async () => {
    // The order and its audit entry as the desk function writes them when the operator ships.
    const order = { uid: 'alice', status: 'paid' as const, hold: 'sold' as const, total: 30, lines: [] };
    const step = ship('o1', order, { carrier: 'UPS', trackingNumber: '1Z1' }, operator, new Date());
    if (!step.ok) throw new Error(step.error);
    await seed(async (db) => {
      await setDoc(doc(db, 'Orders/o1'), { ...order, ...step.value.fields, history: [step.value.history] });
      await setDoc(doc(db, 'Orders/o1/audit/a1'), { ...step.value.audit });
    });
  });

  it('lets the owner read an order that names the shop, never the operator', async () => {
    const read = await assertSucceeds(getDoc(doc(shopper(), 'Orders/o1')));
    const text = JSON.stringify(read.data());
    expect(text).not.toContain(operator.uid);
    expect(text).not.toContain(operator.email);
    expect(read.data()?.history).toEqual([expect.objectContaining({ event: 'shipped', by: 'E-Shop' })]);
  });

  it('keeps the audit record from the owner, for admins to read, and written by nobody through the client', async () => {
    await assertFails(getDoc(doc(shopper(), 'Orders/o1/audit/a1')));
    await assertFails(getDocs(collection(shopper(), 'Orders/o1/audit')));
    const entry = await assertSucceeds(getDoc(doc(admin(), 'Orders/o1/audit/a1')));
    expect(entry.data()).toMatchObject({ event: 'shipped', by: operator });
    await assertSucceeds(getDocs(collection(admin(), 'Orders/o1/audit')));
    await assertFails(setDoc(doc(admin(), 'Orders/o1/audit/a2'), { event: 'shipped', by: operator }));
    await assertFails(updateDoc(doc(admin(), 'Orders/o1/audit/a1'), { by: null }));
    await assertFails(deleteDoc(doc(admin(), 'Orders/o1/audit/a1')));
    await assertFails(setDoc(doc(shopper(), 'Orders/o1/audit/a3'), { event: 'shipped', by: null }));
  });
});

describe("SalesDays: the operator's numbers", () => {
  const day = { day: '2026-11-27', revenueCents: 40_998, ordersPaid: 1, units: 2, products: {} };

  beforeEach(async () => {
    await seed((db) => setDoc(doc(db, 'SalesDays/2026-11-27'), day));
  });

  it('are read by admins, for the desk home, and by no shopper or visitor', async () => {
    const read = await assertSucceeds(getDoc(doc(admin(), 'SalesDays/2026-11-27')));
    expect(read.data()).toMatchObject({ revenueCents: 40_998 });
    await assertSucceeds(getDocs(collection(admin(), 'SalesDays')));
    await assertFails(getDoc(doc(shopper(), 'SalesDays/2026-11-27')));
    await assertFails(getDocs(collection(shopper(), 'SalesDays')));
    await assertFails(getDoc(doc(visitor(), 'SalesDays/2026-11-27')));
  });

  it('are written by nobody through the client, admins included', async () => {
    await assertFails(setDoc(doc(shopper(), 'SalesDays/2026-11-28'), day));
    await assertFails(updateDoc(doc(shopper(), 'SalesDays/2026-11-27'), { revenueCents: 0 }));
    await assertFails(setDoc(doc(admin(), 'SalesDays/2026-11-28'), day));
    await assertFails(updateDoc(doc(admin(), 'SalesDays/2026-11-27'), { revenueCents: 1 }));
    await assertFails(deleteDoc(doc(admin(), 'SalesDays/2026-11-27')));
  });
});
