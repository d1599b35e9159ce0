import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';

import { said } from '@/domain/refusal-codes';
import { ACCOUNT_ORDERS_BATCH, RECENT_SIGN_IN_MS } from '../config';
import { log } from '../logs';
import { historyEntry } from '../orders/order-store';
import { refuse, type Answer } from '../shared/answer';
import { callerUid, REVOKED, sessionEnded } from '../shared/caller';

export interface DeleteAccountCall {
  /** The Authorization header: "Bearer <Firebase ID token>". */
  authorization: string | undefined;
}

export interface DeleteAccountDeps {
  db: Firestore;
  /** Verifies an ID token (revocation checked); `auth_time` is when its session signed in, in seconds. */
  verifyIdToken: (token: string) => Promise<{ uid: string; auth_time?: number }>;
  now?: () => number;
  /** Deletes the Auth user (Admin SDK); an account already gone is not an error here. */
  deleteUser: (uid: string) => Promise<void>;
}

/**
 * What an order keeps of its billing once the account is deleted: the country, for the shop's
 * accounts. Name, phone, email, street address, zip and the shopper's notes go.
 */
const anonymousBilling = (billing: unknown) => {
  const country = (billing as { country?: unknown } | undefined)?.country;
  return { country: typeof country === 'string' ? country : '' };
};

/**
 * Takes the shopper's name and contact details out of every order of `uid`. Amounts, lines,
 * status, hold and history stay for the shop's accounts, and so does `uid`: a random id that no
 * longer leads to anyone once the account is gone. Orders already anonymised are left as they are.
 */
async function anonymiseOrders(db: Firestore, uid: string): Promise<number> {
  const orders = await db.collection('Orders').where('uid', '==', uid).get();
  const toChange = orders.docs.filter((order) => order.get('accountDeleted') !== true);
  for (let start = 0; start < toChange.length; start += ACCOUNT_ORDERS_BATCH) {
    const batch = db.batch();
    for (const order of toChange.slice(start, start + ACCOUNT_ORDERS_BATCH)) {
      batch.update(order.ref, {
        billing: anonymousBilling(order.get('billing')),
        accountDeleted: true,
        history: FieldValue.arrayUnion(historyEntry('account-deleted', String(order.get('status')))),
      });
    }
    await batch.commit();
  }
  return toChange.length;
}

/**
 * POST /api/delete-account: deletes the account whose ID token calls, and no other (the uid comes
 * from the verified token alone, never from the body). Its orders lose the shopper's name and
 * contact details, Users/{uid} is deleted with its notices, then the Auth user. Each step can be
 * repeated, so a retry after a failure finishes the job: the Auth user goes last, while the token
 * still passes.
 */
export async function deleteAccount(call: DeleteAccountCall, deps: DeleteAccountDeps): Promise<Answer> {
  let signedInAt = 0;
  const uid = await callerUid(call.authorization, async (token) => {
    const decoded = await deps.verifyIdToken(token);
    signedInAt = (decoded.auth_time ?? 0) * 1000;
    return decoded;
  });
  if (uid === REVOKED) return sessionEnded();
  if (!uid) return refuse(401, said('sign-in-to-delete-account', 'Sign in to delete your account.'));
  if ((deps.now ?? Date.now)() - signedInAt > RECENT_SIGN_IN_MS) {
    return refuse(403, said('recent-sign-in-needed', 'Please confirm it is you, then delete your account.'));
  }
  try {
    const anonymised = await anonymiseOrders(deps.db, uid);
    // With what lives under it (the wishlist's notices), which a plain delete would leave behind.
    await deps.db.recursiveDelete(deps.db.collection('Users').doc(uid));
    await deps.deleteUser(uid);
    log.accountDeleted({ uid, anonymised });
  } catch (error) {
    log.accountDeletionFailed({ uid }, error);
    return refuse(502, said('delete-failed', 'Your account could not be deleted. Please try again.'));
  }
  return { status: 200, body: { deleted: true } };
}
