import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';

import { checkoutEndpoint } from '@/lib/env';
import { auth } from '@/lib/firebase-auth';

const REVOKE_PATH = '/api/revoke-sessions';

/** The sign-in methods Firebase Auth reports for the signed-in account (`password`, `google.com`). */
export function signInMethods(): string[] {
  return [...new Set(auth.currentUser?.providerData.map((provider) => provider.providerId) ?? [])];
}

/**
 * Changes a password account's password. Firebase asks for a recent sign-in before it does; the
 * current password is always asked, so the change never depends on how long ago the shopper
 * signed in and nobody at an unlocked screen can change it.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('No password account is signed in.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  await updatePassword(user, newPassword);
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
 * Hosting rewrites) revokes the refresh tokens of the account whose ID token calls. Every device,
 * this one included, is signed out at its next token refresh; the caller signs this one out now.
 */
export async function revokeAllSessions(): Promise<void> {
  const response = await callAccountFunction(REVOKE_PATH);
  if (!response.ok) throw new RevokeRefusal(response.status);
}

/**
 * POSTs to one of the account's functions (served beside the checkout function, under the same
 * Hosting rewrites) with the signed-in shopper's ID token.
 */
export async function callAccountFunction(path: string): Promise<Response> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  const endpoint = /^https?:\/\//i.test(checkoutEndpoint) ? new URL(path, checkoutEndpoint).href : path;
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await user.getIdToken()}` },
    body: '{}',
  });
}
