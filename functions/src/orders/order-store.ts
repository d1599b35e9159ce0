import type { DocumentSnapshot, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { FieldValue, Timestamp as Timestamps } from 'firebase-admin/firestore';

import type { OrderFields } from '@/domain/order';
import { said, type Refused } from '@/domain/refusal-codes';
import { shortOf, unitsPerProduct } from '../checkout/checkout-rules';
import { STOCK_TRANSACTION } from '../config';
import { countEntry } from '../stats/day-totals-store';
import { mayMove, type HoldState } from './order-life';
import { writeNotice } from './order-notices';
import type { DeskOrder, OrderStep, ValueOrRefusal } from './order-step';
import { existingProducts, moveStock, readProducts, returnStock } from './stock';

/** What the functions keep on Orders/{orderId} beside what the shopper reads. */
export type StoredOrder = OrderFields & {
  requestHash: string;
  /** Which Checkout Session of this order is the current one (0, 1, …): part of Stripe's idempotency key. */
  sessionAttempt: number;
  /** The current attempt's token, in its session's cancel_url: proof for /cancel (cancel-link.ts). */
  cancelToken: string;
  /**
   * How many of the account's earlier checkouts this attempt closed (checkout/open-checkouts.ts):
   * its payment page says so. Kept on the order, so every request of the attempt asks Stripe alike.
   */
  closedEarlier?: number;
  hold: HoldState;
  /** When the hold ends; the session's expires_at is this moment. */
  holdExpiresAt: Timestamp;
  reviewReason?: string;
  /** Sessions paid that were not the order's current one: each is a payment to refund. */
  strayPayments?: string[];
  /** Set when the shopper deleted their account (accounts/delete-account.ts): nobody to notify. */
  accountDeleted?: boolean;
};

/** An order as the desk reads it: what the checkout stores, and what the desk adds to it. */
export type DeskStoredOrder = StoredOrder & DeskOrder & { uid: string };

export const orderRef = (db: Firestore, orderId: string) => db.collection('Orders').doc(orderId);

/** The order as the desk reads it, outside a transaction; undefined when there is none. */
export const readDeskOrder = async (db: Firestore, orderId: string) =>
  (await orderRef(db, orderId).get()).data() as DeskStoredOrder | undefined;

/** The order's audit record: who did what, read by admins only (firestore.rules). */
export const auditOf = (db: Firestore, orderId: string) => orderRef(db, orderId).collection('audit');

/** One line of the order's history: what happened, the status it led to, and when. */
export const historyEntry = (event: string, status: string, detail: Record<string, unknown> = {}) => ({
  event,
  status,
  at: Timestamps.now(),
  ...detail,
});

/** What a step's rule sees: the order, and (when asked for) the stock it would take again. */
export interface StepInput<O> {
  order: O;
  /**
   * The first product that cannot cover the order's units from its stock now, if any. Only known
   * (and the products only read) with `seeStock` when the order's hold was released: units still
   * held or sold need no stock read, which keeps payments from queueing behind checkouts of the
   * same product.
   */
  short: ReturnType<typeof shortOf>;
  now: Timestamp;
}

export interface StepOptions<O> {
  /** Read the products of an order whose hold was released before deciding (a payment). */
  seeStock?: boolean;
  /** More to write in the same transaction (the shopper's cart on a sale); its reads come first. */
  also?: (tx: Transaction, order: O, step: OrderStep<Timestamp>) => Promise<() => void>;
}

export type StepOutcome<O> =
  | { outcome: 'missing' }
  | { outcome: 'refused'; status: 400 | 409; refused: Refused }
  | { outcome: 'unchanged'; order: O }
  | { outcome: 'changed'; order: O; step: OrderStep<Timestamp> };

/**
 * Applies one step of the order's life in one transaction: reads the order, lets `decide` (the
 * pure rules) answer the step, a refusal, or null (nothing to do: already done or not due),
 * checks the move against the life table (order-life.ts) from the status the order is in, moves
 * the stock (units given back by increment; units taken only if the stock still covers them, else
 * refused), writes the order's new fields with its history entry, the audit entry of a desk step
 * and the shopper's notice. Everything or nothing.
 */
export async function applyStep<O extends StoredOrder>(
  db: Firestore,
  orderId: string,
  decide: (input: StepInput<O>) => ValueOrRefusal<OrderStep<Timestamp> | null>,
  { seeStock = false, also }: StepOptions<O> = {},
): Promise<StepOutcome<O>> {
  const ref = orderRef(db, orderId);
  const before = (await ref.get()).data() as O | undefined;
  if (!before) return { outcome: 'missing' };
  // Products deleted since the order are skipped when units go back (read outside the lock).
  const existing = await existingProducts(db, unitsPerProduct(before.lines));
  return db.runTransaction(async (tx): Promise<StepOutcome<O>> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { outcome: 'missing' };
    const order = snapshot.data() as O;
    const now = Timestamps.now();
    const units = unitsPerProduct(order.lines);
    const productsRead: DocumentSnapshot[] | null =
      seeStock && order.hold === 'released' ? await readProducts(db, tx, units) : null;
    const decided = decide({ order, short: productsRead ? shortOf(units, productsRead) : null, now });
    if (!decided.ok) return { outcome: 'refused', status: decided.status, refused: decided };
    const step = decided.value;
    if (!step) return { outcome: 'unchanged', order };
    const { event } = step.history;
    if (!mayMove(order.status, event, step.status))
      throw new Error(`Order ${orderId}: ${event} cannot move a ${order.status} order to ${step.status}.`);
    // A step that saw the stock takes all of the order's units: the products read already.
    const products =
      step.stockTake.length > 0 ? (productsRead ?? (await readProducts(db, tx, step.stockTake))) : [];
    const short = step.stockTake.length > 0 ? shortOf(step.stockTake, products) : null;
    if (short)
      return {
        outcome: 'refused',
        status: 409,
        refused: said(
          'restock-short',
          `Only ${short.available} of ${short.title} left: restock it, or refund the order.`,
          { productId: short.id, available: short.available, title: short.title },
        ),
      };
    const write = also ? await also(tx, order, step) : () => undefined;
    if (step.stockTake.length > 0) moveStock(tx, step.stockTake, products, -1);
    // Units of an order still holding them (expired, or cancelled unpaid) are a released hold's.
    if (step.stockBack.length > 0)
      returnStock(tx, db, step.stockBack, existing, { fromHold: order.hold === 'held' });
    write();
    tx.update(ref, {
      ...step.fields,
      ...Object.fromEntries((step.remove ?? []).map((path) => [path, FieldValue.delete()])),
      updatedAt: FieldValue.serverTimestamp(),
      history: FieldValue.arrayUnion(step.history),
    });
    // The day's totals (sales, refunds, checkouts that did not finish) follow in the same write.
    countEntry((day, fields) => tx.set(day, fields, { merge: true }), db, orderId, order, step.history);
    if (step.audit) tx.create(auditOf(db, orderId).doc(), { ...step.audit, orderId });
    writeNotice(tx, db, orderId, order, step.status, step.notice, now);
    return { outcome: 'changed', order: { ...order, status: step.status }, step };
  }, STOCK_TRANSACTION);
}
