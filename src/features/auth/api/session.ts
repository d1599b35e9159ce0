import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  browserPopupRedirectResolver,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
  type User,
} from 'firebase/auth';

import { readAccountCopy, saveAccountCopy } from '@/lib/account-copies';
import { USER_RECORD_COPY } from '@/lib/account-copy-keys';
import { auth } from '@/lib/firebase-auth';

import type { UserRecord } from '../types';
import { verificationLinkSettings } from './email-verification';
import { tellSessionsEnded } from './sessions-ended';
import { createUserRecord, getUserRecord, toUserRecord } from './user-record';

/** A registration in flight; the observer waits for it so it reads the record it writes. */
let registering: Promise<unknown> | null = null;

function fallbackRecord(user: User): UserRecord {
  return {
    uid: user.uid,
    name: user.displayName ?? user.email?.split('@')[0] ?? '',
    email: user.email ?? '',
    photoURL: user.photoURL ?? '',
    cart: [],
    orders: [],
    wishlist: [],
    userType: 'normal',
    createdAt: 0,
  };
}

/** The account's record as last read on this device, or undefined. */
function keptRecord(uid: string): UserRecord | undefined {
  const kept = readAccountCopy(uid, USER_RECORD_COPY);
  return typeof kept === 'object' && kept !== null
    ? toUserRecord(uid, kept as Record<string, unknown>)
    : undefined;
}

/**
 * The user's record, created on first sign-in (a Google account has none yet). Each record read
 * is kept on the device (lib/account-copies.ts, removed at sign-out): when it cannot be read
 * (offline), the session goes on with the copy, so an admin is still one (the desk's numbers
 * read offline) and the profile still shows. Without a copy, the session works from the
 * account's own fields.
 */
export async function loadUserRecord(user: User): Promise<UserRecord> {
  if (registering) await registering.catch(() => undefined);
  const record = await getUserRecord(user.uid);
  if (record) {
    // Without its lists: the cart and the wishlist keep copies of their own, synced their own way.
    saveAccountCopy(user.uid, USER_RECORD_COPY, { ...record, cart: [], orders: [], wishlist: [] });
    return record;
  }
  const kept = keptRecord(user.uid);
  if (kept) return kept;
  const fresh = fallbackRecord(user);
  try {
    await createUserRecord({
      uid: fresh.uid,
      name: fresh.name,
      email: fresh.email,
      photoURL: fresh.photoURL,
    });
  } catch (error) {
    console.error('Failed to create the user record:', error);
  }
  return fresh;
}

/** The address a password account has yet to verify, or null (verified, or a Google account). */
export function unverifiedEmail(user: User): string | null {
  const byPassword = user.providerData.some((provider) => provider.providerId === 'password');
  return byPassword && !user.emailVerified && user.email ? user.email : null;
}

/** Set while this tab signs out, so the observer can tell its own sign-out from one it did not ask for. */
let signingOutHere = false;

/**
 * Calls back with the user's record, and the address still to verify, on every sign-in (first with
 * the device's copy of a shopper's record, where it has one, then with the account's); null on
 * sign-out, with `ended` true when this tab did not ask for it: the session was ended elsewhere
 * (sign out everywhere, whose revoked token fails to refresh; a password changed on another
 * device; another tab's logout). Returns the unsubscribe.
 */
export function observeSession(
  onChange: (user: UserRecord | null, toVerify: string | null, ended?: boolean) => void,
): () => void {
  let signedIn = false;
  return onAuthStateChanged(auth, (user) => {
    if (!user) {
      const ended = signedIn && !signingOutHere;
      signedIn = false;
      signingOutHere = false;
      onChange(null, null, ended);
      return;
    }
    signedIn = true;
    // A shopper coming back sees their name at once, from the record this device last read; the
    // account's own record, read next, takes its place (a name changed meanwhile). An admin's copy
    // waits for that read: a role is never taken from the device while the account can be asked
    // (one taken away meanwhile would open the desk for a moment).
    const kept = keptRecord(user.uid);
    if (kept && kept.userType !== 'admin') onChange(kept, unverifiedEmail(user));
    void loadUserRecord(user).then((record) => {
      if (auth.currentUser?.uid === record.uid) onChange(record, unverifiedEmail(auth.currentUser));
    });
  });
}

/**
 * Signs in with a password. A password reset completed outside the shop (Firebase's own page) is
 * recorded for Firestore here at the latest: the revoke function copies Auth's time of it, if any,
 * onto the record (sessions-ended.ts), behind the sign-in, which does not wait for it.
 */
export async function signInWithEmail(email: string, password: string): Promise<UserRecord> {
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  void tellSessionsEnded(user.email ?? email.trim());
  return loadUserRecord(user);
}

export async function signInWithGoogle(): Promise<UserRecord> {
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return loadUserRecord(user);
}

/**
 * Creates the account, sets its display name, writes its Users record and sends the link that
 * verifies its address. A link that cannot be sent does not undo the account: the banner that
 * asks for verification offers to send it again.
 */
export async function registerWithEmail(name: string, email: string, password: string): Promise<UserRecord> {
  const work = (async () => {
    const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
    await updateProfile(user, { displayName: name.trim() });
    await createUserRecord({
      uid: user.uid,
      name: name.trim(),
      email: user.email ?? email.trim(),
      photoURL: '',
    });
    try {
      await sendEmailVerification(user, verificationLinkSettings());
    } catch (error) {
      console.error('Failed to send the verification email:', error);
    }
    return user;
  })();
  registering = work;
  try {
    return await loadUserRecord(await work);
  } finally {
    registering = null;
  }
}

export async function signOut() {
  signingOutHere = auth.currentUser !== null;
  await firebaseSignOut(auth);
}
