import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { said } from '@/domain/refusal-codes';
import { log } from '../logs';
import { refuse, type Answer } from '../shared/answer';
import { callerUid, REVOKED, sessionEnded, type VerifyIdToken } from '../shared/caller';

/** What the caller asks: `{}` signs out everywhere; this reason records a password change. */
export const PASSWORD_CHANGED = 'password-changed';
/** This one, with an `email` and no token, records a password reset (revokeSessions). */
export const PASSWORD_RESET = 'password-reset';

export interface RevokeCall {
  /** The Authorization header: "Bearer <Firebase ID token>". */
  authorization: string | undefined;
  /** The JSON body: `{}`, `{ reason: 'password-changed' }` or `{ reason: 'password-reset', email }`. */
  body: unknown;
}

export interface RevokeDeps {
  verifyIdToken: VerifyIdToken;
  /** Ends every session of one account: its refresh tokens stop working (Admin SDK). */
  revokeRefreshTokens: (uid: string) => Promise<void>;
  /** When Auth last ended the account's sessions (its tokensValidAfterTime), epoch ms; undefined if never. */
  sessionsEndedAt: (uid: string) => Promise<number | undefined>;
  /** Writes Users/{uid}.sessionsValidAfter, which the Firestore rules hold tokens to (see below). */
  recordValidAfter: (uid: string, at: number) => Promise<void>;
  /** The uid of the account Auth knows by this address, or undefined. */
  accountOf: (email: string) => Promise<string | undefined>;
  now?: () => number;
}

/** The longest address Auth takes. */
const EMAIL_MAX_LENGTH = 254;

/** The request's reason (a reset's with its address), or null for a body this endpoint does not take. */
function reasonOf(body: unknown): 'everywhere' | typeof PASSWORD_CHANGED | { reset: string } | null {
  if (body === undefined || body === null || body === '') return 'everywhere';
  if (typeof body !== 'object' || Array.isArray(body)) return null;
  const { reason, email } = body as { reason?: unknown; email?: unknown };
  if (reason === undefined) return 'everywhere';
  if (reason === PASSWORD_RESET)
    return typeof email === 'string' && email.includes('@') && email.length <= EMAIL_MAX_LENGTH
      ? { reset: email.trim() }
      : null;
  return reason === PASSWORD_CHANGED ? PASSWORD_CHANGED : null;
}

/**
 * `{ reason: 'password-reset', email }`, without a token (the shopper who reset a forgotten
 * password is signed out): Auth ended every session of the account as the password was reset;
 * the time it did is copied onto the record, as for a change, so a token stolen before the reset
 * is refused by Firestore too, not only by the functions. Anyone may ask: it only ever copies
 * Auth's own time, which moves forward alone, and the answer is the same whether the address has
 * an account or not, so it tells nobody who shops here.
 */
async function recordReset(email: string, deps: RevokeDeps): Promise<Answer> {
  try {
    const uid = await deps.accountOf(email);
    const endedAt = uid === undefined ? undefined : await deps.sessionsEndedAt(uid);
    if (uid !== undefined && endedAt !== undefined) await deps.recordValidAfter(uid, wholeSecond(endedAt));
  } catch (error) {
    log.passwordResetNotRecorded({}, error);
    return refuse(
      502,
      said('other-sessions-not-ended', 'Your other sessions could not be ended. Please try again.'),
    );
  }
  return { status: 200, body: { recorded: true } };
}

/** Auth counts revocation in whole seconds (a token of that second still passes): so do the rules. */
const wholeSecond = (millis: number) => Math.floor(millis / 1000) * 1000;

/**
 * POST /api/revoke-sessions, for the account whose ID token calls and no other (the uid comes from
 * the verified token alone, never from the body). Firestore's rules refuse a token signed in
 * before Users/{uid}.sessionsValidAfter, as the functions refuse one Auth has revoked
 * (verifyIdToken with checkRevoked); this endpoint keeps the two in step.
 *
 * `{}`: sign out everywhere. The time is written first, then Auth revokes the refresh tokens, so a
 * failure of either leaves the caller's token good for the functions and the call can be repeated;
 * Firestore never lags behind Auth. Each device is refused at once, and signed out at its next
 * token refresh.
 *
 * `{ reason: 'password-changed' }`: Auth ended the other sessions itself when the password changed;
 * the time it did (its tokensValidAfterTime, never one from the caller) is copied onto the record.
 * The caller has signed in again since, so its own token stays good.
 */
export async function revokeSessions(call: RevokeCall, deps: RevokeDeps): Promise<Answer> {
  const asked = reasonOf(call.body);
  if (asked !== null && typeof asked === 'object') return recordReset(asked.reset, deps);
  // A reset is asked without a token: one without a usable address is not understood, not unsigned.
  if (asked === null && (call.body as { reason?: unknown } | null)?.reason === PASSWORD_RESET)
    return refuse(400, said('request-not-understood', 'This request is not understood.'));
  const uid = await callerUid(call.authorization, deps.verifyIdToken);
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return refuse(401, said('sign-in-to-sign-out-everywhere', 'Sign in to sign out everywhere.'));
  const reason = asked;
  if (!reason) return refuse(400, said('request-not-understood', 'This request is not understood.'));

  if (reason === PASSWORD_CHANGED) {
    try {
      const endedAt = await deps.sessionsEndedAt(uid);
      if (endedAt !== undefined) await deps.recordValidAfter(uid, wholeSecond(endedAt));
    } catch (error) {
      log.passwordChangeNotRecorded({ uid }, error);
      return refuse(
        502,
        said('other-sessions-not-ended', 'Your other sessions could not be ended. Please try again.'),
      );
    }
    return { status: 200, body: { recorded: true } };
  }

  try {
    await deps.recordValidAfter(uid, wholeSecond((deps.now ?? Date.now)()));
    await deps.revokeRefreshTokens(uid);
  } catch (error) {
    log.sessionsNotRevoked({ uid }, error);
    return refuse(502, said('sessions-not-ended', 'Your sessions could not be ended. Please try again.'));
  }
  return { status: 200, body: { revoked: true } };
}

/**
 * The time to write on a record that holds `stored`, or null to leave it: the time only moves
 * forward, so a late or repeated call never lets an ended session back in.
 */
export function laterValidAfter(stored: unknown, at: number): number | null {
  return stored instanceof Timestamp && stored.toMillis() >= at ? null : at;
}

/**
 * Writes Users/{uid}.sessionsValidAfter (a Timestamp, whole seconds) in a transaction with the
 * record as it is. An account without a record has nothing there to guard, and gets none: the app
 * makes the record on sign-in, and one made here would hold only this key.
 */
export async function recordSessionsValidAfter(db: Firestore, uid: string, at: number): Promise<void> {
  const ref = db.collection('Users').doc(uid);
  await db.runTransaction(async (tx) => {
    const record = await tx.get(ref);
    if (!record.exists) return;
    const next = laterValidAfter(record.get('sessionsValidAfter'), at);
    if (next !== null) tx.update(ref, { sessionsValidAfter: Timestamp.fromMillis(next) });
  });
}

/** The endpoint's Auth and Firestore work on the Admin SDK. */
export const adminSessionDeps = (auth: Auth, db: Firestore) => ({
  revokeRefreshTokens: (uid: string) => auth.revokeRefreshTokens(uid),
  sessionsEndedAt: async (uid: string) => {
    const validAfter = (await auth.getUser(uid)).tokensValidAfterTime;
    return validAfter ? Date.parse(validAfter) : undefined;
  },
  recordValidAfter: (uid: string, at: number) => recordSessionsValidAfter(db, uid, at),
  accountOf: async (email: string) => {
    try {
      return (await auth.getUserByEmail(email)).uid;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
      throw error;
    }
  },
});
