import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { applyChanges } from '../logic/wishlist-changes';
import { closeWishlistDb } from './wishlist-db';
import { changeStoredWishlist, clearAccountWishlist, readStoredWishlist } from './wishlist-store';
import { flushWishlist, syncWishlistOnSignIn, type TransactWishlist } from './wishlist-sync';

vi.mock('../api/account-wishlist', () => ({
  readAccountWishlist: vi.fn(),
  transactAccountWishlist: vi.fn(),
}));

const UID = 'shopper-1';

/** An account's wishlist on a fake server: read, and merged-then-written as the transaction does. */
function anAccount(initial: number[] = []) {
  let list = [...initial];
  const transact: TransactWishlist = (_uid, merge) => {
    list = merge(list);
    return Promise.resolve(list);
  };
  return {
    list: () => list,
    read: () => Promise.resolve(list),
    transact,
    /** Another device's flush landing on the account. */
    otherDevice: (change: (current: number[]) => number[]) => (list = change(list)),
  };
}

const shown = async () => (await readStoredWishlist()).ids;
const queued = async () => (await readStoredWishlist()).changes.map(({ id, wanted }) => ({ id, wanted }));

beforeEach(async () => {
  await closeWishlistDb();
  await deleteDB('eshop-wishlist');
});

describe('a signed-in shopper’s wishlist', () => {
  it('shows the account’s list at sign-in, and sends a change to it', async () => {
    const account = anAccount([1001, 1002]);
    await syncWishlistOnSignIn(UID, account.read);
    expect(await shown()).toEqual([1001, 1002]);

    await changeStoredWishlist(1003, true);
    expect(await flushWishlist(UID, { transact: account.transact })).toBe('saved');
    expect(account.list()).toEqual([1001, 1002, 1003]);
    expect(await queued()).toEqual([]);
    expect(await flushWishlist(UID, { transact: account.transact })).toBe('nothing');
  });

  it('keeps changes made offline, and merges them with another device’s on reconnect', async () => {
    const account = anAccount([1001, 1002]);
    await syncWishlistOnSignIn(UID, account.read);
    // Offline here: 1001 out, 1004 in. Meanwhile another device takes 1002 out and adds 1005.
    await changeStoredWishlist(1001, false);
    await changeStoredWishlist(1004, true);
    expect(await shown()).toEqual([1002, 1004]);
    account.otherDevice((list) =>
      applyChanges(list, [
        { id: 1002, wanted: false, at: 1 },
        { id: 1005, wanted: true, at: 2 },
      ]),
    );

    // Back online: the account is read (with this device's changes on top), then they are sent.
    await syncWishlistOnSignIn(UID, account.read);
    expect(await shown()).toEqual([1005, 1004]);
    await flushWishlist(UID, { transact: account.transact });
    expect(account.list()).toEqual([1005, 1004]);
    expect(await shown()).toEqual([1005, 1004]);
  });

  it('keeps a change made while a flush was on its way queued for the next', async () => {
    const account = anAccount([]);
    await syncWishlistOnSignIn(UID, account.read);
    await changeStoredWishlist(1001, true);
    const slow: TransactWishlist = async (uid, merge) => {
      await changeStoredWishlist(1002, true); // tapped while the write was in flight
      return account.transact(uid, merge);
    };
    await flushWishlist(UID, { transact: slow });
    expect(account.list()).toEqual([1001]);
    expect(await queued()).toEqual([{ id: 1002, wanted: true }]);
    expect(await shown()).toEqual([1001, 1002]);
    await flushWishlist(UID, { transact: account.transact });
    expect(account.list()).toEqual([1001, 1002]);
  });

  it('keeps the changes queued when the write fails', async () => {
    const account = anAccount([]);
    await syncWishlistOnSignIn(UID, account.read);
    await changeStoredWishlist(1001, true);
    const offline: TransactWishlist = () => Promise.reject(new Error('unavailable'));
    await expect(flushWishlist(UID, { transact: offline })).rejects.toThrow('unavailable');
    expect(await queued()).toEqual([{ id: 1001, wanted: true }]);
  });

  it('refuses an add past the bound, changing nothing', async () => {
    const full = Array.from({ length: 100 }, (_, at) => 2000 + at);
    await syncWishlistOnSignIn(UID, anAccount(full).read);
    expect(await changeStoredWishlist(1001, true)).toBe('full');
    expect(await shown()).toEqual(full);
  });
});

describe('a visitor’s wishlist', () => {
  it('is kept on the device, and joins the account’s at sign-in', async () => {
    await changeStoredWishlist(1001, true);
    await changeStoredWishlist(1002, true);
    await changeStoredWishlist(1003, true);
    await changeStoredWishlist(1003, false);
    expect(await shown()).toEqual([1001, 1002]);
    expect((await readStoredWishlist()).owner).toBeNull();

    const account = anAccount([1002, 1003, 1009]);
    await syncWishlistOnSignIn(UID, account.read);
    // The visitor's removal of 1003 was of their own list: the account's 1003 stays.
    expect(await shown()).toEqual([1002, 1003, 1009, 1001]);
    await flushWishlist(UID, { transact: account.transact });
    expect(account.list()).toEqual([1002, 1003, 1009, 1001]);
  });

  it('is never sent by a flush: it belongs to no account', async () => {
    await changeStoredWishlist(1001, true);
    const transact = vi.fn<TransactWishlist>();
    expect(await flushWishlist(UID, { transact })).toBe('nothing');
    expect(transact).not.toHaveBeenCalled();
  });
});

describe('signing out and in again', () => {
  it('clears the account’s wishlist from the device, changes unsent included', async () => {
    const account = anAccount([1001]);
    await syncWishlistOnSignIn(UID, account.read);
    await changeStoredWishlist(1002, true);
    await clearAccountWishlist();
    expect(await readStoredWishlist()).toMatchObject({ owner: null, ids: [], changes: [] });
  });

  it('never brings one account’s wishlist into another’s', async () => {
    await syncWishlistOnSignIn(UID, anAccount([1001]).read);
    await changeStoredWishlist(1002, true);
    // A sign-out that could not clear the device, then someone else signs in.
    await syncWishlistOnSignIn('shopper-2', anAccount([1009]).read);
    expect(await shown()).toEqual([1009]);
    expect(await queued()).toEqual([]);
  });

  it('keeps a visitor’s own wishlist when no account’s is there to clear', async () => {
    await changeStoredWishlist(1001, true);
    await clearAccountWishlist();
    expect(await shown()).toEqual([1001]);
  });
});
