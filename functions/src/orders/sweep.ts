import type { Firestore, Query } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { STRANDED_AFTER_MS, SWEEP_GRACE_MS, SWEEP_PAGE } from '../config';
import { log } from '../logs';
import { releaseSession } from '../payments/close-session';
import { markExpired, markPaid } from '../payments/payment-events';
import type { StoredOrder } from './order-store';

/** What the desk reads on an order whose hold was given back without Stripe's word. */
export const STRANDED_REASON =
  "Stripe could not be asked about this order's payment session for a day after its hold ended, so its units went back on sale. Check the payment in Stripe's dashboard before doing anything else with it.";

export interface SweepResult {
  released: number;
  paid: number;
  left: number;
  /** Released without Stripe's word, a day after their end, and flagged for the desk. */
  stranded: number;
}

/**
 * Exactly the holds the sweep may release: pending orders still holding units past their end and
 * the grace. Orders holding units in any other status (one in review keeps its hold for the
 * operator) are not read at all, so however many pile up they never fill a page and starve a
 * later hold. Served by the composite index (status, hold, holdExpiresAt) in firestore.indexes.json.
 */
const releasable = (db: Firestore, now: number) =>
  db
    .collection('Orders')
    .where('status', '==', 'pending')
    .where('hold', '==', 'held')
    .where('holdExpiresAt', '<', Timestamp.fromMillis(now - SWEEP_GRACE_MS))
    .orderBy('holdExpiresAt')
    .limit(SWEEP_PAGE);

/**
 * Releases holds whose session is gone: a pending order still holding units past its end (its
 * session was never made, or Stripe's expiry webhook was lost). Each is checked with Stripe
 * first: a session found paid is confirmed here (its webhook was lost), one still open is
 * expired, then the units go back. One that cannot be settled now (Stripe did not answer) is left
 * for the next run, and the run pages past it, so no number of those holds back a later one.
 */
export async function sweepHolds(db: Firestore, stripe: Stripe | null, now: number): Promise<SweepResult> {
  const result: SweepResult = { released: 0, paid: 0, left: 0, stranded: 0 };
  let page: Query = releasable(db, now);
  for (;;) {
    const stale = await page.get();
    for (const snapshot of stale.docs) {
      const outcome = await settle(db, stripe, snapshot.id, snapshot.data() as StoredOrder, now);
      result[outcome] += 1;
    }
    const last = stale.docs.at(-1);
    if (stale.size < SWEEP_PAGE || !last) return result;
    page = releasable(db, now).startAfter(last);
  }
}

/**
 * One stale hold: confirmed if its session was paid, else its session closed and its units given
 * back. One Stripe cannot tell about is asked again on each run for a day (STRANDED_AFTER_MS),
 * then given back and flagged for the desk with the reason.
 */
async function settle(
  db: Firestore,
  stripe: Stripe | null,
  orderId: string,
  order: StoredOrder,
  now: number,
): Promise<keyof SweepResult> {
  try {
    const session =
      order.sessionId && stripe ? await stripe.checkout.sessions.retrieve(order.sessionId) : null;
    if (session?.status === 'complete' && session.payment_status === 'paid') {
      await markPaid(db, session);
      return 'paid';
    }
    return (await releaseSession(stripe, db, orderId, order, session)) ? 'released' : 'left';
  } catch (error) {
    if (now - order.holdExpiresAt.toMillis() >= STRANDED_AFTER_MS) return strand(db, orderId, order, error);
    log.holdNotSettled({ orderId }, error);
    return 'left';
  }
}

/** Gives back a stranded hold's units and flags its order for the desk (`strandedReason`). */
async function strand(db: Firestore, orderId: string, order: StoredOrder, error: unknown) {
  log.holdStranded({ orderId }, error);
  try {
    const outcome = await markExpired(db, orderId, order.sessionId, { strandedReason: STRANDED_REASON });
    return outcome === 'expired' ? 'stranded' : 'left';
  } catch (failed) {
    log.strandedHoldNotReleased({ orderId }, failed);
    return 'left';
  }
}
