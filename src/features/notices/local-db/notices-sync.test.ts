import 'fake-indexeddb/auto';

import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Notice } from '../types';
import { closeNoticesDb } from './notices-db';
import { clearStoredNotices, markStoredNoticeRead, readStoredNotices } from './notices-store';
import { flushNoticeReads, syncNotices } from './notices-sync';

vi.mock('../api/account-notices', () => ({ readAccountNotices: vi.fn(), markAccountNoticeRead: vi.fn() }));

const UID = 'shopper-1';
const aNotice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'price-drop',
  title: `Price drop: Lamp ${id}`,
  body: 'Now $20.00, was $25.00.',
  link: '/product-details/990001',
  image: '',
  createdAt: 1,
  read: false,
  ...overrides,
});

/** The account's notices on a fake server, marked read as the rules allow. */
function anAccount(notices: Notice[]) {
  const held = notices.map((notice) => ({ ...notice }));
  return {
    notices: held,
    read: () => Promise.resolve(held.map((notice) => ({ ...notice }))),
    markRead: vi.fn((_uid: string, id: string) => {
      const notice = held.find((candidate) => candidate.id === id);
      if (!notice) return Promise.reject(Object.assign(new Error('gone'), { code: 'not-found' }));
      notice.read = true;
      return Promise.resolve();
    }),
  };
}

beforeEach(async () => {
  await closeNoticesDb();
  await deleteDB('eshop-notices');
});

describe('notices on the device', () => {
  it('keeps the account’s notices, and tells of none on the first read (they are not new here)', async () => {
    const account = anAccount([aNotice('a'), aNotice('b', { read: true })]);
    const { stored, fresh } = await syncNotices(UID, account);
    expect(stored.notices.map((notice) => notice.id)).toEqual(['a', 'b']);
    expect(fresh).toEqual([]);
  });

  it('tells of an unread notice new since the last read, once', async () => {
    const account = anAccount([aNotice('a')]);
    await syncNotices(UID, account);
    account.notices.unshift(aNotice('c'));
    expect((await syncNotices(UID, account)).fresh.map((notice) => notice.id)).toEqual(['c']);
    expect((await syncNotices(UID, account)).fresh).toEqual([]);
  });

  it('marks a notice opened offline read at once, and on the account at the next send', async () => {
    const account = anAccount([aNotice('a'), aNotice('b')]);
    await syncNotices(UID, account);
    await markStoredNoticeRead('a');
    expect((await readStoredNotices()).notices.find((notice) => notice.id === 'a')?.read).toBe(true);

    // A read from the account before the send still shows it read.
    const offline = { ...account, markRead: vi.fn(() => Promise.reject(new Error('unavailable'))) };
    await expect(syncNotices(UID, offline)).rejects.toThrow('unavailable');
    expect((await readStoredNotices()).unsentReads).toEqual(['a']);

    await flushNoticeReads(UID, account);
    expect(account.notices.find((notice) => notice.id === 'a')?.read).toBe(true);
    expect((await readStoredNotices()).unsentReads).toEqual([]);
  });

  it('drops a read of a notice the account no longer has', async () => {
    const account = anAccount([aNotice('a')]);
    await syncNotices(UID, account);
    await markStoredNoticeRead('a');
    account.notices.splice(0);
    await flushNoticeReads(UID, account);
    expect((await readStoredNotices()).unsentReads).toEqual([]);
  });

  it('leaves the device at sign-out, and is not another account’s', async () => {
    await syncNotices(UID, anAccount([aNotice('a')]));
    await clearStoredNotices();
    expect(await readStoredNotices()).toMatchObject({ owner: null, notices: [] });

    await syncNotices(UID, anAccount([aNotice('a')]));
    const { stored, fresh } = await syncNotices('shopper-2', anAccount([aNotice('z')]));
    expect(stored.notices.map((notice) => notice.id)).toEqual(['z']);
    expect(fresh).toEqual([]);
  });
});
