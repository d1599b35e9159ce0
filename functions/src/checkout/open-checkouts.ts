import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import type { StoredOrder } from '../orders/order-store';
import { releaseSession } from '../payments/close-session';

/** The account's orders holding units while waiting for a payment. */
async function openCheckouts(db: Firestore, uid: string) {
  const found = await db
    .collection('Orders')
    .where('uid', '==', uid)
    .where('hold', '==', 'held')
    .where('status', '==', 'pending')
    .get();
  return found.docs.map((doc) => ({ orderId: doc.id, order: doc.data() as StoredOrder }));
}

/**
 * One open checkout per account: a shopper's new checkout closes the ones before it and
 * gives their units back, so one account can never hold more than one order's units, and a
 * shopper who changed the cart is not refused units their own earlier checkout held. `keep` is
 * the order id this request works on (before its hold), or the order it holds (after): then of
 * two checkouts started at once by one account (only a script does that) the later hold stays,
 * so both requests agree on which one. Answers how many were closed.
 */
export async function releaseEarlierCheckouts(
  db: Firestore,
  stripe: Stripe | null,
  uid: string,
  keep: string | { orderId: string; order: StoredOrder },
): Promise<number> {
  const open = await openCheckouts(db, uid);
  const later = (a: { orderId: string; order: StoredOrder }, b: typeof a) =>
    a.order.holdExpiresAt.toMillis() - b.order.holdExpiresAt.toMillis() || (a.orderId < b.orderId ? -1 : 1);
  const kept =
    typeof keep === 'string'
      ? keep
      : [...open.filter(({ orderId }) => orderId !== keep.orderId), keep].sort(later).at(-1)?.orderId;
  let closed = 0;
  for (const { orderId, order } of open) {
    if (orderId === kept) continue;
    if (await releaseSession(stripe, db, orderId, order)) closed += 1;
  }
  return closed;
}
