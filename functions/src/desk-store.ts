import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import { writeNotice } from './order-notices';
import { orderRef, type StoredOrder } from './order-store';
import type { Decided, DeskOrder, DeskStep, Reservation } from './order-transitions';
import { shortOf, unitsPerProduct } from './checkout-rules';
import { existingProducts, moveStock, readProducts, returnStock, STOCK_TRANSACTION } from './stock';

/** An order as the desk reads it: what the checkout stores, and what the desk adds to it. */
export type DeskStoredOrder = StoredOrder & DeskOrder & { uid: string };

export type DeskOutcome =
  | { outcome: 'missing' }
  | { outcome: 'refused'; status: 400 | 409; error: string }
  | { outcome: 'unchanged'; order: DeskStoredOrder }
  | { outcome: 'changed'; order: DeskStoredOrder; step: DeskStep<Timestamp> };

/** The order's audit record: who did what, read by admins only (firestore.rules). */
export const auditOf = (db: Firestore, orderId: string) => orderRef(db, orderId).collection('audit');

/**
 * Applies one desk step to an order in one transaction: reads the order, lets `decide` (the pure
 * rules of order-transitions.ts) answer the step, a refusal, or null (nothing to do: already
 * done), then writes the order's new fields with its history entry (naming the shop) and its
 * audit entry (naming the admin), moves the stock (units given back by increment; units taken
 * only if the stock still covers them, else refused) and writes the shopper's notice.
 * Everything or nothing.
 */
export async function applyDeskStep(
  db: Firestore,
  orderId: string,
  decide: (order: DeskStoredOrder, now: Timestamp) => Decided<DeskStep<Timestamp> | null>,
): Promise<DeskOutcome> {
  const ref = orderRef(db, orderId);
  const before = (await ref.get()).data() as DeskStoredOrder | undefined;
  if (!before) return { outcome: 'missing' };
  // Products deleted since the order are skipped when units go back (read outside the lock).
  const existing = await existingProducts(db, unitsPerProduct(before.lines));
  return db.runTransaction(async (tx): Promise<DeskOutcome> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { outcome: 'missing' };
    const order = snapshot.data() as DeskStoredOrder;
    const now = Timestamp.now();
    const decided = decide(order, now);
    if (!decided.ok) return { outcome: 'refused', status: decided.status, error: decided.error };
    const step = decided.value;
    if (!step) return { outcome: 'unchanged', order };
    if (step.stockTake.length > 0) {
      const products = await readProducts(db, tx, step.stockTake);
      const short = shortOf(step.stockTake, products);
      if (short)
        return {
          outcome: 'refused',
          status: 409,
          error: `Only ${short.available} of ${short.title} left: restock it, or refund the order.`,
        };
      moveStock(tx, step.stockTake, products, -1);
    }
    // Units of an order still holding them (the desk cancels it unpaid) are a released hold's.
    if (step.stockBack.length > 0)
      returnStock(tx, db, step.stockBack, existing, { fromHold: order.hold === 'held' });
    tx.update(ref, {
      ...step.fields,
      ...Object.fromEntries((step.remove ?? []).map((path) => [path, FieldValue.delete()])),
      updatedAt: FieldValue.serverTimestamp(),
      history: FieldValue.arrayUnion(step.history),
    });
    tx.create(auditOf(db, orderId).doc(), { ...step.audit, orderId });
    writeNotice(tx, db, orderId, order, step.status, step.notice, now);
    return { outcome: 'changed', order: { ...order, status: step.status }, step };
  }, STOCK_TRANSACTION);
}

export type ReserveOutcome =
  | { outcome: 'missing' }
  | { outcome: 'refused'; status: 400 | 409; error: string; order: DeskStoredOrder }
  | { outcome: 'reserved'; order: DeskStoredOrder; reservation: Reservation<Timestamp> };

/**
 * Plans a refund and reserves it on the order in one transaction (order-transitions.ts
 * `reserveRefund`): refunds asked for at once are planned one after the other.
 */
export async function reserveRefundOn(
  db: Firestore,
  orderId: string,
  decide: (order: DeskStoredOrder, now: Timestamp) => Decided<Reservation<Timestamp>>,
): Promise<ReserveOutcome> {
  const ref = orderRef(db, orderId);
  return db.runTransaction(async (tx): Promise<ReserveOutcome> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { outcome: 'missing' };
    const order = snapshot.data() as DeskStoredOrder;
    const decided = decide(order, Timestamp.now());
    if (!decided.ok) return { outcome: 'refused', status: decided.status, error: decided.error, order };
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
