// @vitest-environment jsdom
import 'fake-indexeddb/auto';

import { deleteDB, openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';

import { saveAccountCopy } from '@/lib/account-copies';
import { USER_RECORD_COPY } from '@/lib/account-copy-keys';

import { signedInHere } from './signed-in-here';

/** Firebase Auth's database on the device, holding `keys` as its persistence writes them. */
async function authDatabaseWith(...keys: string[]) {
  const database = await openDB('firebaseLocalStorageDb', 1, {
    upgrade: (db) => db.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' }),
  });
  for (const key of keys)
    await database.put('firebaseLocalStorage', { fbase_key: key, value: { uid: 'u1' } });
  database.close();
}

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe('whether a shopper is signed in on this device, before Auth runs', () => {
  beforeEach(async () => {
    localStorage.clear();
    await deleteDB('firebaseLocalStorageDb');
  });

  it('is false on a device that never signed in, and does not make Auth’s database', async () => {
    expect(await signedInHere()).toBe(false);
    expect(await databaseNames()).not.toContain('firebaseLocalStorageDb');
  });

  it('is true when the session keeps a copy of the account’s record here', async () => {
    saveAccountCopy('u1', USER_RECORD_COPY, { name: 'Ada' });
    expect(await signedInHere()).toBe(true);
  });

  it('is true when Firebase Auth keeps a user here, though the shop kept no copy yet', async () => {
    await authDatabaseWith('firebase:authUser:demo-key:[DEFAULT]');
    expect(await signedInHere()).toBe(true);
  });

  it('is false when Auth’s database holds no user (signed out)', async () => {
    await authDatabaseWith('__sak');
    expect(await signedInHere()).toBe(false);
  });
});
