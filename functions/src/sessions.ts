import { callerUid, REVOKED, sessionEnded, type Answer, type CheckoutDeps } from './checkout';

export interface RevokeCall {
  /** The Authorization header: "Bearer <Firebase ID token>". */
  authorization: string | undefined;
}

export interface RevokeDeps {
  verifyIdToken: CheckoutDeps['verifyIdToken'];
  /** Ends every session of one account: its refresh tokens stop working (Admin SDK). */
  revokeRefreshTokens: (uid: string) => Promise<void>;
}

/**
 * POST /api/revoke-sessions: "sign out everywhere". Revokes the refresh tokens of the account whose
 * ID token calls, and of no other: the uid comes from the verified token alone, never from the
 * body. Each device is signed out at its next token refresh, and the functions refuse its current
 * ID token at once (they verify with revocation checked).
 */
export async function revokeSessions(call: RevokeCall, deps: RevokeDeps): Promise<Answer> {
  const uid = await callerUid(call.authorization, deps.verifyIdToken);
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return { status: 401, body: { error: 'Sign in to sign out everywhere.' } };
  try {
    await deps.revokeRefreshTokens(uid);
  } catch (error) {
    console.error(`Revoking the sessions of ${uid} failed:`, error);
    return { status: 502, body: { error: 'Your sessions could not be ended. Please try again.' } };
  }
  return { status: 200, body: { revoked: true } };
}
