import type { DocumentSnapshot, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { FieldValue, Timestamp as Timestamps } from 'firebase-admin/firestore';

import type { OrderFields } from '../../src/features/checkout/logic/order';
import { shortOf, unitsPerProduct } from './checkout-rules';
import { nextStep, type HoldState, type OrderEvent } from './order-life';
import { writeNotice } from './order-notices';
import { paymentNotice } from './order-transitions';
import { existingProducts, moveStock, readProducts, returnStock, STOCK_TRANSACTION } from './stock';

/** What the functions keep on Orders/{orderId} beside what the shopper reads. */
export type StoredOrder = OrderFields & {
  requestHash: string;
  /** Which Checkout Session of this order is the current one (0, 1, …): part of Stripe's idempotency key. */
  sessionAttempt: number;
  /** The current attempt's token, in its session's cancel_url: proof for /cancel (cancel-link.ts). */
  cancelToken: string;
  /**
   * How many of the account's earlier checkouts this attempt closed (open-checkouts.ts): its
   * payment page says so. Kept on the order, so every request of the attempt asks Stripe alike.
   */
  closedEarlier?: number;
  hold: HoldState;
  /** When the hold ends; the session's expires_at is this moment. */
  holdExpiresAt: Timestamp;
  reviewReason?: string;
  /** Sessions paid that were not the order's current one: each is a payment to refund. */
  strayPayments?: string[];
  /** Set when the shopper deleted their account (delete-account.ts): nobody to notify. */
  accountDeleted?: boolean;
};

export const orderRef = (db: Firestore, orderId: string) => db.collection('Orders').doc(orderId);

/** One line of the order's history: what happened, the status it led to, and when. */
export const historyEntry = (event: string, status: string, detail: Record<string, unknown> = {}) => ({
  event,
  status,
  at: Timestamps.now(),
  ...detail,
});

export interface Decision {
  event: OrderEvent;
  /** More fields to write with the transition (a review reason, the paid amount, …). */
  fields?: Record<string, unknown>;
}

export interface Seen {
  order: StoredOrder;
  /**
   * The first product that cannot cover the order's units from its stock now, if any. Only known
   * (and the products only read) when the order's hold was released: units still held or sold
   * need no stock read, which keeps payments from queueing behind checkouts of the same product.
   */
  short: ReturnType<typeof shortOf>;
}

export type Applied =
  | { outcome: 'missing' }
  | { outcome: 'unchanged'; order: StoredOrder }
  | { outcome: 'changed'; order: StoredOrder; event: OrderEvent };

/**
 * Applies one event to an order in one transaction: reads the order and its products, lets
 * `decide` name the event (or null: nothing to do), looks the transition up in the order's life
 * table, moves the stock as it says (holding, selling or releasing the units, per product), and
 * writes the new status and hold with a history entry. `also` may write more in the same
 * transaction (the shopper's cart and record on a payment); its reads come before any write.
 */
export async function applyEvent(
  db: Firestore,
  orderId: string,
  decide: (seen: Seen) => Decision | null,
  also?: (tx: Transaction, order: StoredOrder, event: OrderEvent) => Promise<() => void>,
): Promise<Applied> {
  const ref = orderRef(db, orderId);
  const before = (await ref.get()).data() as StoredOrder | undefined;
  const existing = await existingProducts(db, unitsPerProduct(before?.lines ?? []));
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { outcome: 'missing' } as const;
    const order = snapshot.data() as StoredOrder;
    const units = unitsPerProduct(order.lines);
    const products: DocumentSnapshot[] = order.hold === 'released' ? await readProducts(db, tx, units) : [];
    const short = order.hold === 'released' ? shortOf(units, products) : null;
    const decision = decide({ order, short });
    const step = decision && nextStep(order.status, decision.event);
    if (!decision || !step) return { outcome: 'unchanged', order } as const;
    const write = also ? await also(tx, order, decision.event) : () => undefined;

    let hold = order.hold;
    if ((step.stock === 'hold' || step.stock === 'sell') && hold === 'released') {
      moveStock(tx, units, products, -1);
      hold = 'held';
    }
    if (step.stock === 'sell' && hold === 'held') hold = 'sold';
    if (step.stock === 'release' && hold === 'held') {
      returnStock(tx, db, units, existing, { fromHold: true });
      hold = 'released';
    }
    write();
    // The shopper is told of a status the payment moved the order to (paid, in review).
    const notice = step.status === order.status ? null : paymentNotice(orderId, step.status);
    writeNotice(tx, db, orderId, order, step.status, notice, Timestamps.now());
    const fields = { ...decision.fields, status: step.status, hold };
    tx.update(ref, {
      ...fields,
      updatedAt: FieldValue.serverTimestamp(),
      history: FieldValue.arrayUnion(historyEntry(decision.event, step.status)),
    });
    return { outcome: 'changed', order: { ...order, ...fields }, event: decision.event } as const;
  }, STOCK_TRANSACTION);
}
