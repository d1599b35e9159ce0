import { tabChannel } from '@/lib/tab-channel';

import type { Notice, StoredNotices } from '../types';
import { openNoticesDb } from './notices-db';

const NOBODY: StoredNotices = { owner: null, notices: [], unsentReads: [], seen: [], synced: false };

/** Where no database can be opened: this tab's notices, for this visit. */
let inMemory = NOBODY;

/** Tells the other tabs the stored notices changed: they read them again. */
export const noticesChannel = tabChannel<'changed'>('eshop-notices');

/** Reads the record, makes the next with `update` (undefined: unchanged) and stores it, in one go. */
async function updateStored(update: (current: StoredNotices) => StoredNotices | undefined) {
  const db = await openNoticesDb();
  if (!db) {
    inMemory = update(inMemory) ?? inMemory;
    return inMemory;
  }
  const tx = db.transaction('notices', 'readwrite');
  const current = (await tx.store.get('device')) ?? NOBODY;
  const next = update(current);
  if (next) await tx.store.put(next, 'device');
  await tx.done;
  if (next) noticesChannel.announce('changed');
  return next ?? current;
}

/** The notices on this device. */
export async function readStoredNotices(): Promise<StoredNotices> {
  const db = await openNoticesDb();
  return db ? ((await db.get('notices', 'device')) ?? NOBODY) : inMemory;
}

/**
 * Keeps the account's notices as just read, with those opened here but not yet marked on the
 * account still shown read. Resolves them with the `fresh` ones: unread, and new to this device
 * since it last read them (none on the first read for this shopper, so signing in on a device
 * does not tell of old notices again).
 */
export async function adoptAccountNotices(uid: string, fromAccount: readonly Notice[]) {
  let fresh: Notice[] = [];
  const stored = await updateStored((current) => {
    const mine = current.owner === uid ? current : { ...NOBODY, owner: uid };
    const unsent = new Set(mine.unsentReads);
    const notices = fromAccount.map((notice) => (unsent.has(notice.id) ? { ...notice, read: true } : notice));
    const seen = new Set(mine.seen);
    fresh = mine.synced ? notices.filter((notice) => !notice.read && !seen.has(notice.id)) : [];
    return {
      owner: uid,
      notices,
      unsentReads: mine.unsentReads.filter((id) => notices.some((notice) => notice.id === id)),
      seen: notices.map((notice) => notice.id),
      synced: true,
    };
  });
  return { stored, fresh };
}

/** The shopper opened a notice: read at once on this device, and queued for the account. */
export const markStoredNoticeRead = (id: string) =>
  updateStored((current) => {
    const notice = current.notices.find((candidate) => candidate.id === id);
    if (!notice || notice.read) return undefined;
    return {
      ...current,
      notices: current.notices.map((candidate) =>
        candidate.id === id ? { ...candidate, read: true } : candidate,
      ),
      unsentReads: [...current.unsentReads, id],
    };
  });

/** These reads reached the account. */
export const markReadsSent = (uid: string, sent: readonly string[]) =>
  updateStored((current) =>
    current.owner === uid
      ? { ...current, unsentReads: current.unsentReads.filter((id) => !sent.includes(id)) }
      : undefined,
  );

/** Sign-out: the account's notices leave the device with its other data. */
export const clearStoredNotices = () =>
  updateStored((current) => (current.owner === null ? undefined : NOBODY));
