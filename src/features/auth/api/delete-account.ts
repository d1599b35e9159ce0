import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
} from 'firebase/auth';

import { auth } from '@/lib/firebase-auth';

import { callAccountFunction } from './account-security';

const DELETE_PATH = '/api/delete-account';

/** A refusal of the delete function, with its status. */
export class DeleteRefusal extends Error {
  constructor(readonly status: number) {
    super(`Deleting the account answered ${status}.`);
    this.name = 'DeleteRefusal';
  }
}

/**
 * Asks the shopper to prove it is them right before the account goes: a password account with its
 * password, a Google account through Google's popup. The function refuses a sign-in older than a
 * few minutes, so this is never skipped.
 */
export async function confirmIdentity(password: string | null): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error('Nobody is signed in.');
  if (password !== null) {
    if (!user.email) throw new Error('No password account is signed in.');
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } else {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  }
}

/**
 * Deletes the signed-in account through the delete function: its orders lose the shopper's name
 * and contact details, Users/{uid} and the Auth user go. The token sent is the one the
 * re-authentication just renewed.
 */
export async function deleteOwnAccount(): Promise<void> {
  const response = await callAccountFunction(DELETE_PATH);
  if (!response.ok) throw new DeleteRefusal(response.status);
}
