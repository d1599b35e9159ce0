import { confirmPasswordReset, sendPasswordResetEmail, verifyPasswordResetCode } from 'firebase/auth';

import { auth } from '@/lib/firebase-auth';

import { authErrorCode } from '../logic/auth-error-code';
import { tellSessionsEnded } from './sessions-ended';

/**
 * Sends the reset link to `email`. Resolves the same whether or not an account uses the address,
 * so the page cannot be used to find out who shops here; other failures (an address Auth refuses,
 * no network, too many requests) are thrown. The link continues to the login page.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim(), { url: `${window.location.origin}/login` });
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

/** The address whose password the link's code resets; throws when the code is expired or used. */
export const checkPasswordResetCode = (code: string): Promise<string> => verifyPasswordResetCode(auth, code);

/**
 * Sets the new password with the link's code (the code is used up), then has the account's other
 * sessions refused by Firestore too: Auth ended them as the password was reset, and a token taken
 * before it would otherwise still read the account's records until it expires (sessions-ended.ts).
 */
export async function resetPassword(code: string, password: string, email: string): Promise<void> {
  await confirmPasswordReset(auth, code, password);
  await tellSessionsEnded(email);
}
