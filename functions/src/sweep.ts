import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

import { closeSession } from './cancel';
import { type StoredOrder } from './order-store';
import { markPaid } from './webhook';

/** How long past its end a hold is left for Stripe's own expiry webhook before the sweep acts. */
export const SWEEP_GRACE_MS = 5 * 60_000;
/** Orders handled per run; the next run takes the rest. */
const SWEEP_BATCH = 200;

export interface SweepResult {
  released: number;
  paid: number;
  left: number;
}

/**
 * Releases holds whose session is gone: a pending order still holding units past its end (its
 * session was never made, or Stripe's expiry webhook was lost). Each is checked with Stripe
 * first: a session found paid is confirmed here (its webhook was lost), one still open is
 * expired, then the units go back.
 */
export async function sweepHolds(db: Firestore, stripe: Stripe | null, now: number): Promise<SweepResult> {
  const stale = await db
    .collection('Orders')
    .where('hold', '==', 'held')
    .where('holdExpiresAt', '<', Timestamp.fromMillis(now - SWEEP_GRACE_MS))
    .limit(SWEEP_BATCH)
    .get();
  const result: SweepResult = { released: 0, paid: 0, left: 0 };
  for (const snapshot of stale.docs) {
    const order = snapshot.data() as StoredOrder;
    try {
      if (order.status !== 'pending') {
        result.left += 1;
        continue;
      }
      const session =
        order.sessionId && stripe ? await stripe.checkout.sessions.retrieve(order.sessionId) : null;
      if (session?.status === 'complete' && session.payment_status === 'paid') {
        await markPaid(db, session);
        result.paid += 1;
      } else if ((await closeSession(stripe, db, snapshot.id, order, session)) === 'expired')
        result.released += 1;
      else result.left += 1;
    } catch (error) {
      console.error(`The sweep could not settle order ${snapshot.id}:`, error);
      result.left += 1;
    }
  }
  return result;
}
