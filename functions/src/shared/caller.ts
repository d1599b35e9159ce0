import { said } from '@/domain/refusal-codes';
import { refuse, type Answer } from './answer';

/**
 * Verifies a Firebase ID token, revocation checked (admin.ts `verifyIdToken`; a stand-in in tests):
 * the account, and whether Auth has verified its address (Google accounts always have).
 */
export type VerifyIdToken = (token: string) => Promise<{ uid: string; email_verified?: boolean }>;

/** A token of a session ended by "sign out everywhere" (its refresh tokens were revoked). */
export const REVOKED = Symbol('revoked');

/**
 * The 401 for a revoked session. `code` lets the client act on it: it refreshes its token, which
 * fails, and Firebase Auth signs that device out.
 */
export const sessionEnded = (): Answer =>
  refuse(401, said('session-revoked', 'Your session has ended. Please log in again.'));

const isRevocation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/id-token-revoked';

/** The caller's uid; null without a valid token; REVOKED for a token whose session was ended. */
export async function callerUid(
  authorization: string | undefined,
  verifyIdToken: VerifyIdToken,
): Promise<string | null | typeof REVOKED> {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  try {
    return (await verifyIdToken(token)).uid;
  } catch (error) {
    return isRevocation(error) ? REVOKED : null;
  }
}
