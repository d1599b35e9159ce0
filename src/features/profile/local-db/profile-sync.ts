import { isNetworkFailure } from '@/lib/network-failure';
import { createSyncEngine } from '@/lib/sync-engine';

import { writeProfile } from '../api/write-profile';
import type { Profile } from '../types';
import { clearQueuedProfile, queueProfile, readQueuedProfile } from './profile-outbox';

/** Refusals that sending again cannot change: the edit is dropped rather than retried for ever. */
const FINAL_REFUSALS = new Set(['permission-denied', 'invalid-argument', 'not-found']);

function isFinalRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && FINAL_REFUSALS.has(code);
}

type WriteProfile = (uid: string, profile: Profile) => Promise<void>;

/** The profile's sync: one flush at a time across tabs, so an older edit never lands after a newer one. */
export const profileSync = createSyncEngine({
  lockName: 'eshop-profile-outbox',
  what: 'the profile',
  /**
   * Sends the queued profile edit of `uid`, if any, and clears it once written (unless a newer edit
   * replaced it meanwhile: that one is sent by the next flush). The latest edit wins: the profile is
   * written whole, and writing it twice changes nothing, so no merge is needed as the cart's is.
   * Throws when the write fails; the entry stays queued unless the server refused it for good.
   */
  async flush(uid, { write = writeProfile }: { write?: WriteProfile } = {}): Promise<'saved' | 'nothing'> {
    const entry = await readQueuedProfile(uid);
    if (!entry) return 'nothing';
    try {
      await write(uid, entry.profile);
    } catch (error) {
      if (isFinalRefusal(error)) await clearQueuedProfile(entry);
      throw error;
    }
    await clearQueuedProfile(entry);
    return 'saved';
  },
  /**
   * Sign-in and every start with a saved session: the account's profile came with the session, so
   * there is nothing to read; an edit still queued from an earlier visit is what the shopper last
   * saw, and is shown over it until the flush sends it.
   */
  adopt: (uid) => readQueuedProfile(uid),
});

export const flushProfile = profileSync.flush;

/** The profile outbox's one flusher in this tab: retried with backoff, and poked when back online. */
export const profileFlusher = profileSync.flusher;

interface SaveOptions {
  write?: WriteProfile;
  isOnline?: () => boolean;
}

/**
 * Saves a profile edit the way the cart saves a change: queued on the device first, then flushed.
 * 'saved' when it reached the account; 'queued' when the device is offline or the server cannot be
 * reached: it is sent when the connection returns. Where the device keeps no outbox it is written
 * directly. Throws when the server refuses it, or cannot be reached and nothing could be queued.
 */
export async function saveProfile(
  uid: string,
  profile: Profile,
  { write = writeProfile, isOnline = () => navigator.onLine }: SaveOptions = {},
): Promise<'saved' | 'queued'> {
  const queued = await queueProfile(uid, profile);
  if (!queued) {
    await write(uid, profile);
    return 'saved';
  }
  if (!isOnline()) return 'queued';
  try {
    await flushProfile(uid, { write });
    return 'saved';
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    profileFlusher.poke();
    return 'queued';
  }
}
