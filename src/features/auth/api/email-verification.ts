import { sendEmailVerification, type ActionCodeSettings } from 'firebase/auth';

import { auth } from '@/lib/firebase-auth';

/** Where the verification link leads once it has done its work: the shop's home. */
export const verificationLinkSettings = (): ActionCodeSettings => ({ url: `${window.location.origin}/` });

/** Sends the signed-in account's verification link again. */
export async function resendVerificationEmail(): Promise<void> {
  const user = auth.currentUser;
  if (!user) return;
  await sendEmailVerification(user, verificationLinkSettings());
}

/**
 * Asks Auth whether the signed-in account's address is verified by now (the link is followed
 * elsewhere: another tab, another device). Once it is, the ID token is renewed so that it says so
 * too. True when verified, or when no one is signed in any more.
 */
export async function checkEmailVerified(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return true;
  await user.reload();
  if (!user.emailVerified) return false;
  await user.getIdToken(true);
  return true;
}
