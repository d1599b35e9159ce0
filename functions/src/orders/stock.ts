import type { DocumentSnapshot, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';

import { HOLD_RELEASED_AT } from '@/domain/notice-rules';
import { stockIn, type Units } from '../checkout/checkout-rules';

/**
 * Stock is counted per product: two variants of one product are two cart lines but draw on the
 * same `stock`. A product's `stock` is what is still available to buy: a checkout takes the units
 * it orders off it in the transaction that makes the order (a hold), and gives them back when
 * its payment page closes unpaid. A payment turns the hold into a sale without touching the stock
 * again. So no reader needs to subtract anything: the shop shows `stock` and it is the truth.
 */

export const productRef = (db: Firestore, id: number) => db.collection('Products').doc(String(id));

/** Reads the products of `units` inside the transaction (reads must come before any write). */
export const readProducts = (db: Firestore, tx: Transaction, units: readonly Units[]) =>
  units.length > 0 ? tx.getAll(...units.map(({ id }) => productRef(db, id))) : Promise.resolve([]);

/**
 * Moves the units off (`sign` -1, a hold or a sale) or back onto (+1, a release) the products read
 * in `products`, stamping updatedAt with the server's time so every shopper's catalog, which asks
 * for products changed since its last Timestamp, learns of it. A product deleted since is skipped.
 */
export function moveStock(
  tx: Transaction,
  units: readonly Units[],
  products: readonly (DocumentSnapshot | undefined)[],
  sign: 1 | -1,
) {
  units.forEach(({ quantity }, at) => {
    const product = products[at];
    if (!product?.exists) return;
    tx.update(product.ref, {
      stock: Math.max(0, stockIn(product) + sign * quantity),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/**
 * Takes the units off the products read in `products` (outside any transaction) in `batch`, each
 * write applying only if its product has not changed since that read: its update time is the
 * write's precondition. A batch commits all its writes or none, so if any product changed
 * meanwhile (another hold, a release, an edit) nothing is written and the commit fails with
 * FAILED_PRECONDITION; the caller reads again and decides again. No stock is ever taken from a
 * count other than the one checked, and no lock is held between the read and the write: a
 * transaction's read would lock the product, and two checkouts of it that both read before either
 * writes wait on each other until one is aborted and retried seconds later.
 */
export function takeStockAsRead(
  batch: WriteBatch,
  units: readonly Units[],
  products: readonly (DocumentSnapshot | undefined)[],
) {
  units.forEach(({ quantity }, at) => {
    const product = products[at];
    if (!product?.exists || !product.updateTime) return;
    batch.update(
      product.ref,
      { stock: Math.max(0, stockIn(product) - quantity), updatedAt: FieldValue.serverTimestamp() },
      { lastUpdateTime: product.updateTime },
    );
  });
}

/**
 * Gives the units back without reading the products in the transaction: an increment needs no
 * read, so releases never queue behind checkouts reading the same popular product. `existing`
 * (read before the transaction) leaves out a product deleted since the order was made. Units of a
 * released hold (`fromHold`) were on sale before the hold took them: the write says so, and their
 * return is not told to wishers as back in stock (notice-rules.ts `returnsReleasedHold`).
 */
export function returnStock(
  tx: Transaction,
  db: Firestore,
  units: readonly Units[],
  existing: ReadonlySet<number>,
  { fromHold = false } = {},
) {
  for (const { id, quantity } of units) {
    if (!existing.has(id)) continue;
    tx.update(productRef(db, id), {
      stock: FieldValue.increment(quantity),
      updatedAt: FieldValue.serverTimestamp(),
      ...(fromHold ? { [HOLD_RELEASED_AT]: FieldValue.serverTimestamp() } : {}),
    });
  }
}

/** Which of the units' products exist now (read outside any transaction, so taking no lock). */
export async function existingProducts(db: Firestore, units: readonly Units[]): Promise<Set<number>> {
  if (units.length === 0) return new Set();
  const products = await db.getAll(...units.map(({ id }) => productRef(db, id)));
  return new Set(units.filter((_, at) => products[at]?.exists).map(({ id }) => id));
}
