import { createHash } from 'node:crypto';

import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import { newCancelToken } from '@/domain/cancel-link';
import type { CheckoutRequest } from '@/domain/checkout-request';
import type { OrderLine } from '@/domain/order';
import { HOLD_MS, PLACE_WITHIN_MS, STOCK_TRANSACTION } from '../config';
import { historyEntry, orderRef, type StoredOrder } from '../orders/order-store';
import { countEntry } from '../stats/day-totals-store';
import { moveStock, productRef, readProducts, takeStockAsRead } from '../orders/stock';
import { ALREADY_EXISTS, FAILED_PRECONDITION } from '../shared/grpc-codes';
import { orderAmounts, priceLines, retryOf, unitsPerProduct, type Units } from './checkout-rules';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The order to give a session, and for a new one the time it was written (see `newSession`). */
export interface HeldOrder {
  orderId: string;
  order: StoredOrder;
  /** When the order was made, if by this request: it has not changed since unless its update time moved. */
  placedAt?: Timestamp;
}

/**
 * Finds or makes the order: the same caller and Idempotency-Key always name the same order, so a
 * double click or a retried request finds the first one instead of making a second. A new order is
 * priced from Firestore and takes its units off the stock in the same atomic write (its hold), so
 * two shoppers can never both be sent to pay for the last unit. An order whose payment page closed
 * unpaid is opened again: its units are held again, if still there.
 */
export async function holdOrder(
  db: Firestore,
  uid: string,
  request: CheckoutRequest,
  orderId: string,
  now: number,
  closedEarlier: number,
): Promise<HeldOrder> {
  const requestHash = sha256(JSON.stringify(request));
  const ref = orderRef(db, orderId);
  const units = unitsPerProduct(request.products);
  const placed = await placeOrder(db, ref, request, units, (lines) =>
    newOrder(uid, lines, request, requestHash, now, closedEarlier),
  );
  if (placed) return { orderId, ...placed };
  const order = await db.runTransaction(async (tx) => {
    const found = (await tx.get(ref)).data() as StoredOrder;
    const retry = retryOf(
      { ...found, holdExpiresAtMs: found.holdExpiresAt.toMillis() },
      requestHash,
      orderId,
      now,
    );
    if (retry === 'reuse') return found;
    // Expired, or never given a session and its hold too short for one: a new attempt, priced and
    // checked as a new checkout is: today's prices, and no product hidden since.
    const products = await readProducts(db, tx, units);
    const lines = priceLines(request, units, products, retry === 'reopen');
    if (retry === 'reopen and hold') moveStock(tx, units, products, -1);
    const reopened: Partial<StoredOrder> = {
      lines,
      ...orderAmounts(lines),
      status: 'pending',
      hold: 'held',
      holdExpiresAt: Timestamp.fromMillis(now + HOLD_MS),
      sessionId: null,
      sessionAttempt: found.sessionAttempt + 1,
      cancelToken: newCancelToken(),
      closedEarlier,
    };
    const entry = historyEntry('reopened', 'pending');
    tx.update(ref, {
      ...reopened,
      updatedAt: FieldValue.serverTimestamp(),
      history: FieldValue.arrayUnion(entry),
    });
    // A checkout started again: counted on its day (stats/day-totals-store.ts).
    countEntry((day, fields) => tx.set(day, fields, { merge: true }), db, orderId, found, entry);
    return { ...found, ...reopened };
  }, STOCK_TRANSACTION);
  return { orderId, order };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes a new order with its hold, or answers null when the order is already there (a double click,
 * a retry): reads the order and its products in one round trip, prices the lines, and writes the
 * order and the units taken off each product's stock in one batch that applies only if no product
 * changed since that read (`takeStockAsRead`). When one did, another checkout or release came
 * first: it reads and decides again, after a short random pause so that racing requests spread
 * out. Unlike a transaction, this takes no lock: a burst of checkouts of one popular product
 * commits one after another instead of waiting on each other's locks for seconds.
 */
async function placeOrder(
  db: Firestore,
  ref: DocumentReference,
  request: CheckoutRequest,
  units: Units[],
  make: (lines: OrderLine[]) => StoredOrder,
): Promise<{ order: StoredOrder; placedAt: Timestamp | undefined } | null> {
  const deadline = Date.now() + PLACE_WITHIN_MS;
  for (let attempt = 1; ; attempt += 1) {
    const [existing, ...products] = await db.getAll(ref, ...units.map(({ id }) => productRef(db, id)));
    if (existing?.exists) return null;
    const fields = make(priceLines(request, units, products));
    const batch = db.batch();
    takeStockAsRead(batch, units, products);
    const placed = historyEntry('placed', 'pending');
    // A checkout started, counted on its day (stats/day-totals-store.ts); the order's create stays last.
    countEntry((day, changes) => batch.set(day, changes, { merge: true }), db, ref.id, fields, placed);
    batch.create(ref, {
      ...fields,
      createdAt: FieldValue.serverTimestamp(),
      history: [placed],
    });
    try {
      const written = await batch.commit();
      // The order's create is the batch's last write; its time is the order's update time.
      return { order: fields, placedAt: written.at(-1)?.writeTime };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === ALREADY_EXISTS) return null;
      if (code !== FAILED_PRECONDITION || Date.now() > deadline) throw error;
      await pause(Math.random() * Math.min(250, 5 * 2 ** attempt));
    }
  }
}

function newOrder(
  uid: string,
  lines: OrderLine[],
  request: CheckoutRequest,
  requestHash: string,
  now: number,
  closedEarlier: number,
): StoredOrder {
  return {
    uid,
    lines,
    billing: request.billing,
    ...orderAmounts(lines),
    currency: 'usd',
    status: 'pending',
    sessionId: null,
    requestHash,
    sessionAttempt: 0,
    cancelToken: newCancelToken(),
    closedEarlier,
    hold: 'held',
    holdExpiresAt: Timestamp.fromMillis(now + HOLD_MS),
  };
}
