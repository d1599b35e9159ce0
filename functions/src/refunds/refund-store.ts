import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import type { Refused } from '@/domain/refusal-codes';
import { orderRef, type DeskStoredOrder } from '../orders/order-store';
import type { ValueOrRefusal } from '../orders/order-step';
import type { Reservation } from './plan-refund';

export type ReserveOutcome =
  | { outcome: 'missing' }
  | { outcome: 'refused'; status: 400 | 409; refused: Refused; order: DeskStoredOrder }
  | { outcome: 'reserved'; order: DeskStoredOrder; reservation: Reservation<Timestamp> };

/**
 * Plans a refund and reserves it on the order in one transaction (plan-refund.ts
 * `reserveRefund`): refunds asked for at once are planned one after the other.
 */
export async function reserveRefundOn(
  db: Firestore,
  orderId: string,
  decide: (order: DeskStoredOrder, now: Timestamp) => ValueOrRefusal<Reservation<Timestamp>>,
): Promise<ReserveOutcome> {
  const ref = orderRef(db, orderId);
  return db.runTransaction(async (tx): Promise<ReserveOutcome> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { outcome: 'missing' };
    const order = snapshot.data() as DeskStoredOrder;
    const decided = decide(order, Timestamp.now());
    if (!decided.ok) return { outcome: 'refused', status: decided.status, refused: decided, order };
    const reservation = decided.value;
    if (!reservation.made && reservation.fresh)
      tx.update(ref, {
        [`pendingRefunds.${reservation.key}`]: reservation.pending,
        updatedAt: FieldValue.serverTimestamp(),
      });
    return { outcome: 'reserved', order, reservation };
  });
}

/** Drops a refund's reservation: Stripe refused it, or never made it. */
export async function dropReservation(db: Firestore, orderId: string, key: string) {
  const ref = orderRef(db, orderId);
  await db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data() as DeskStoredOrder | undefined;
    if (order?.pendingRefunds?.[key])
      tx.update(ref, {
        [`pendingRefunds.${key}`]: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
  });
}
