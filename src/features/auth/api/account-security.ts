import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';

import { auth } from '@/lib/firebase-auth';
import { postToShop, shopApiUrl, type ShopAnswer } from '@/lib/shop-api';

import { tellSessionsEnded } from './sessions-ended';

const REVOKE_PATH = '/api/revoke-sessions';
/** The revoke function's reason for a password change (functions/src/accounts/sessions.ts). */
const PASSWORD_CHANGED = 'password-changed';

/** The sign-in methods Firebase Auth reports for the signed-in account (`password`, `google.com`). */
export function signInMethods(): string[] {
  return [...new Set(auth.currentUser?.providerData.map((provider) => provider.providerId) ?? [])];
}

/**
 * A changed password: `everywhere` when every other session is ended for Firestore too, `auth-only`
 * when the shop could not record it yet (those sessions keep Firestore until it can, kept on the
 * device and told once the connection is back, or until their token expires).
 */
export type PasswordChange = 'everywhere' | 'auth-only';

/**
 * Changes a password account's password. Firebase asks for a recent sign-in before it does; the
 * current password is always asked, so the change never depends on how long ago the shopper
 * signed in and nobody at an unlocked screen can change it. Throws only when the password did not
 * change.
 *
 * Auth ends every session signed in before the change, and the one signed in just above may be a
 * second older than it: signing in again with the new password gives this device a session of its
 * own (a new auth_time) that the functions and the rules keep taking, so it stays signed in. Then
 * the revoke function copies Auth's time onto the account's record, for the Firestore rules.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<PasswordChange> {
  const user = auth.currentUser;
  const email = user?.email;
  if (!user || !email) throw new Error('No password account is signed in.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, currentPassword));
  await updatePassword(user, newPassword);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(email, newPassword));
    const response = await callAccountFunction(REVOKE_PATH, { reason: PASSWORD_CHANGED });
    if (!response.ok) throw new RevokeRefusal(response.status);
    return 'everywhere';
  } catch (error) {
    console.error('Recording the password change failed:', error);
    // Told by address instead, now or, kept on the device, once it can be (sessions-ended.ts).
    return (await tellSessionsEnded(email)) ? 'everywhere' : 'auth-only';
  }
}

/** A refusal of the revoke function, with its status. */
export class RevokeRefusal extends Error {
  constructor(readonly status: number) {
    super(`Revoking sessions answered ${status}.`);
    this.name = 'RevokeRefusal';
  }
}

/**
 * Sign out everywhere: the revoke function (served beside the checkout function, under the same
 * Hosting rewrites) revokes the refresh tokens of the account whose ID token calls, and records the
 * time for the Firestore rules. Every device, this one included, is refused by the functions and
 * Firestore at once and signed out at its next token refresh; the caller signs this one out now.
 */
export async function revokeAllSessions(): Promise<void> {
  const response = await callAccountFunction(REVOKE_PATH);
  if (!response.ok) throw new RevokeRefusal(response.status);
}

/**
 * POSTs `body` to one of the account's functions (served beside the checkout function, under the
 * same Hosting rewrites) with the signed-in shopper's ID token.
 */
export async function callAccountFunction(path: string, body: object = {}): Promise<ShopAnswer> {
  return postToShop(shopApiUrl(path), body);
}
