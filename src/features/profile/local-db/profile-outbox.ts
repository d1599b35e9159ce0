import type { DBSchema } from 'idb';

import { createLocalDb } from '@/lib/local-db';

import type { Profile } from '../types';

/** A profile edit not yet written to Users/{uid}. */
export interface QueuedProfile {
  uid: string;
  /** The whole profile to write: a later edit replaces an earlier one. */
  profile: Profile;
  /** Grows with every edit: a write only clears the entry it wrote, never a newer one. */
  revision: number;
}

interface ProfileSchema extends DBSchema {
  outbox: { key: string; value: QueuedProfile };
}

/**
 * The profile's outbox, in its own database: the cart's is laid out for carts (lines, merge base),
 * and the catalog's is disposable; an edit waiting here is the shopper's own.
 */
const profileDb = createLocalDb<ProfileSchema>({
  name: 'eshop-profile',
  version: 1,
  disposable: false,
  upgrade(db) {
    db.createObjectStore('outbox', { keyPath: 'uid' });
  },
});

/** Closes the database, so tests can delete it and start anew. */
export const closeProfileDb = profileDb.close;

/** Queues `profile` for `uid`, replacing any earlier edit; null where this device keeps no database. */
export async function queueProfile(uid: string, profile: Profile): Promise<QueuedProfile | null> {
  const db = await profileDb.open();
  if (!db) return null;
  const tx = db.transaction('outbox', 'readwrite');
  const earlier = await tx.store.get(uid);
  const entry = { uid, profile, revision: (earlier?.revision ?? 0) + 1 };
  await tx.store.put(entry);
  await tx.done;
  return entry;
}

/** The edit of `uid` waiting to be written, if any. */
export async function readQueuedProfile(uid: string): Promise<QueuedProfile | undefined> {
  const db = await profileDb.open();
  return db ? db.get('outbox', uid) : undefined;
}

/** Clears the entry that was written, unless a newer edit has replaced it meanwhile. */
export async function clearQueuedProfile(written: QueuedProfile): Promise<void> {
  const db = await profileDb.open();
  if (!db) return;
  const tx = db.transaction('outbox', 'readwrite');
  const current = await tx.store.get(written.uid);
  if (current?.revision === written.revision) await tx.store.delete(written.uid);
  await tx.done;
}

/** Drops any edit of `uid` still waiting: the account was deleted, there is nowhere to send it. */
export async function forgetQueuedProfile(uid: string): Promise<void> {
  const db = await profileDb.open();
  if (db) await db.delete('outbox', uid);
}
