// The storage keys of the account's copies (lib/account-copies.ts), apart from the copies' code:
// the first script asks whether a shopper is signed in on this device (lib/session-start.ts)
// and needs nothing else of them.
/** Every copy's key starts with it. */
export const PREFIX = 'eshop-account:';

/** The key of `uid`'s copy of `what`. */
export const keyFor = (uid: string, what: string) => `${PREFIX}${uid}:${what}`;

/** The copy of the account's record the session keeps (features/auth/api/session.ts). */
export const USER_RECORD_COPY = 'user-record';

/** The storage key of something this device keeps for whoever uses it, until a sign-out. */
export const untilSignOutKey = (what: string) => `${PREFIX}device:${what}`;

/**
 * Whether this device keeps a copy of `what` for some account: a shopper has signed in here and
 * not signed out since (signing out clears every copy). False when storage is refused.
 */
export function keepsAccountCopy(what: string): boolean {
  try {
    return Array.from({ length: localStorage.length }, (_, at) => localStorage.key(at)).some(
      (key) => key?.startsWith(PREFIX) && key !== untilSignOutKey(what) && key.endsWith(`:${what}`),
    );
  } catch {
    return false;
  }
}
