/*
 * Copies of a shopper's own data kept on the device so they can be read offline (today: the
 * orders last listed). They are theirs alone: signing out removes every one of them.
 */
const PREFIX = 'eshop-account:';

const keyFor = (uid: string, what: string) => `${PREFIX}${uid}:${what}`;

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

/** Sign-out: the next person on this device finds none of them. */
export function clearAccountCopies() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, at) => localStorage.key(at));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // no storage: nothing kept
  }
}
