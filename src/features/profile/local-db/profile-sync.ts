import { isNetworkFailure } from '@/lib/network-failure';
import { createOutboxFlusher, exclusiveRunner } from '@/lib/outbox';

import { writeProfile } from '../api/write-profile';
import type { Profile } from '../types';
import { clearQueuedProfile, queueProfile, readQueuedProfile } from './profile-outbox';

const exclusive = exclusiveRunner('eshop-profile-outbox');

/** Refusals that sending again cannot change: the edit is dropped rather than retried for ever. */
const FINAL_REFUSALS = new Set(['permission-denied', 'invalid-argument', 'not-found']);

function isFinalRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && FINAL_REFUSALS.has(code);
}

/**
 * Sends the queued profile edit of `uid`, if any, and clears it once written (unless a newer edit
 * replaced it meanwhile: that one is sent by the next flush). The latest edit wins: the profile is
 * written whole, and writing it twice changes nothing, so no merge is needed as the cart's is.
 * One flush at a time across tabs, so an older edit never lands after a newer one. Throws when the
 * write fails; the entry stays queued unless the server refused it for good.
 */
export function flushProfile(
  uid: string,
  { write = writeProfile }: { write?: (uid: string, profile: Profile) => Promise<void> } = {},
): Promise<'saved' | 'nothing'> {
  return exclusive(async () => {
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
  });
}

/** The profile outbox's one flusher in this tab: retried with backoff, and poked when back online. */
export const profileFlusher = createOutboxFlusher((uid) => flushProfile(uid), undefined, 'the profile');

interface SaveOptions {
  write?: (uid: string, profile: Profile) => Promise<void>;
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
