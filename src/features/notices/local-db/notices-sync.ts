import { createSyncEngine } from '@/lib/sync-engine';

import type { markAccountNoticeRead as MarkRead, readAccountNotices as Read } from '../api/account-notices';
import { adoptAccountNotices, markReadsSent, readStoredNotices } from './notices-store';

// Firestore comes with the first read or write of the account, not with this module.
const account = () => import('../api/account-notices');
const readAccountNotices: typeof Read = async (uid) => (await account()).readAccountNotices(uid);
const markAccountNoticeRead: typeof MarkRead = async (uid, id) =>
  (await account()).markAccountNoticeRead(uid, id);

const isGone = (error: unknown) => (error as { code?: unknown } | null)?.code === 'not-found';

interface Account {
  read?: typeof Read;
  markRead?: typeof MarkRead;
}

/**
 * Sends the reads made on this device (notices opened offline) to the account. Marking a notice
 * read twice changes nothing, so a send whose answer was lost is simply sent again; a notice gone
 * from the account needs no more. Throws when one cannot be sent (the rest stay queued).
 */
async function sendReads(uid: string, markRead: typeof MarkRead) {
  const stored = await readStoredNotices();
  if (stored.owner !== uid || stored.unsentReads.length === 0) return;
  const sent: string[] = [];
  try {
    for (const id of stored.unsentReads) {
      await markRead(uid, id).catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
      sent.push(id);
    }
  } finally {
    if (sent.length > 0) await markReadsSent(uid, sent);
  }
}

/** The notices' sync: one sync or send at a time, in this tab and across tabs. */
export const noticesSync = createSyncEngine({
  lockName: 'eshop-notices',
  what: 'the notices read',
  /** Sends this device's unsent reads of `uid`'s notices. */
  flush: (uid, { markRead = markAccountNoticeRead }: Account = {}) => sendReads(uid, markRead),
  /**
   * Brings this device's notices of `uid` up to date: its unsent reads go first, then the account's
   * newest notices are read and kept (see adoptAccountNotices). Throws when the account cannot be
   * reached; the device keeps what it had.
   */
  async adopt(uid, { read = readAccountNotices, markRead = markAccountNoticeRead }: Account = {}) {
    await sendReads(uid, markRead);
    return adoptAccountNotices(uid, await read(uid));
  },
});

export const flushNoticeReads = noticesSync.flush;
export const syncNotices = noticesSync.adopt;

/** The one sender of reads in this tab: retried with backoff, poked by each notice opened. */
export const noticeReadsFlusher = noticesSync.flusher;
