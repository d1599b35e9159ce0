/*
 * Copies of a shopper's own data kept on the device so they can be read offline (today: the
 * orders last listed, and each order page opened), and what this device keeps of its use until
 * someone signs out (the recently viewed products). They are theirs alone: signing out removes
 * every one of them.
 */
import { keyFor, PREFIX } from './account-copy-keys';

export { keepsAccountCopy, untilSignOutKey } from './account-copy-keys';

/** This tab's readers of such keys, told at sign-out (other tabs hear the storage change). */
const clearedListeners = new Set<() => void>();

/** Calls `listener` when this tab clears the account's copies; returns the unsubscribe. */
export function onAccountCopiesCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** The copy last saved for this shopper, or undefined (none, unreadable, or storage refused). */
export function readAccountCopy(uid: string, what: string): unknown {
  try {
    const text = localStorage.getItem(keyFor(uid, what));
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Saves a copy; a full or refused storage only means no offline copy. */
export function saveAccountCopy(uid: string, what: string, value: unknown) {
  try {
    localStorage.setItem(keyFor(uid, what), JSON.stringify(value));
  } catch (error) {
    console.warn('Could not keep an offline copy:', error);
  }
}

/** Removes one copy (the account no longer may read what it holds); a refused storage kept none. */
export function removeAccountCopy(uid: string, what: string) {
  try {
    localStorage.removeItem(keyFor(uid, what));
  } catch {
    // no storage: nothing kept
  }
}

/** Sign-out: the next person on this device finds none of them. */
export function clearAccountCopies() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, at) => localStorage.key(at));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // no storage: nothing kept
  }
  for (const listener of clearedListeners) listener();
}
