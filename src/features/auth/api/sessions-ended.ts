import { shopApiUrl } from '@/lib/shop-api';

/*
 * After a password is reset or changed, Auth ends the account's other sessions; the revoke
 * function copies the time it did onto the account's record, which the Firestore rules hold every
 * token to (functions/src/accounts/sessions.ts). This tells it, by the account's address and
 * without a token: a shopper who reset a forgotten password is signed out. An address not told yet
 * (no connection, the function down) is kept on the device and told once the connection is back,
 * or at the next start (flushSessionsEnded).
 */

const REVOKE_PATH = '/api/revoke-sessions';
/** The revoke function's reason for a reset, told by address (functions/src/accounts/sessions.ts). */
const PASSWORD_RESET = 'password-reset';
/** The addresses still to tell, on this device. */
const PENDING_KEY = 'eshop-sessions-ended';

function pending(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((email): email is string => typeof email === 'string') : [];
  } catch {
    // Unreadable (written by hand, or cut short): nothing can be told from it.
    return [];
  }
}

function keep(emails: readonly string[]) {
  try {
    if (emails.length === 0) localStorage.removeItem(PENDING_KEY);
    else localStorage.setItem(PENDING_KEY, JSON.stringify([...new Set(emails)]));
  } catch {
    // Storage refused (private mode, full): the address is told now or not at all.
  }
}

/** Tells the function once; answers whether the address is done with (told, or refused for good). */
async function tell(email: string): Promise<boolean> {
  try {
    const response = await fetch(shopApiUrl(REVOKE_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: PASSWORD_RESET, email }),
    });
    // 4xx: the request itself is refused (an address the function does not take); asking again
    // would be refused again. 5xx: the function or Auth could not be reached: asked again later.
    return response.ok || (response.status >= 400 && response.status < 500);
  } catch {
    return false;
  }
}

let flushing: Promise<boolean> | null = null;

/**
 * Tells the revoke function of every address kept on the device; answers whether all were told.
 * Calls made while one runs share it.
 */
export function flushSessionsEnded(): Promise<boolean> {
  flushing ??= (async () => {
    try {
      const addresses = pending();
      const left: string[] = [];
      for (const email of addresses) if (!(await tell(email))) left.push(email);
      // An address kept while this ran stays kept.
      keep([...left, ...pending().filter((email) => !addresses.includes(email))]);
      return left.length === 0;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/**
 * Tells the revoke function that the sessions of the account at `email` were ended (a reset, a
 * change whose own record failed), so Firestore refuses their tokens too; keeps the address to
 * tell again later if it cannot now. Answers whether it was told. Never throws.
 */
export async function tellSessionsEnded(email: string): Promise<boolean> {
  keep([...pending(), email]);
  const told = await tell(email);
  if (told) keep(pending().filter((kept) => kept !== email));
  return told;
}
