import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';

import type { OrderStatus } from '@/domain/order';
import { noticeDocument, type OrderNotice } from './notice-text';

/** Where the shopper's notices are kept: Users/{uid}/notices/{id}. */
export const noticeRef = (db: Firestore, uid: string, id: string) =>
  db.collection('Users').doc(uid).collection('notices').doc(id);

/**
 * Tells the shopper, in the same transaction: the notice's id is deterministic (the order, the
 * event, the refund), so a step applied twice writes one notice. An order whose account was
 * deleted has nobody to tell.
 */
export function writeNotice(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: { uid: string; accountDeleted?: boolean | undefined },
  status: OrderStatus,
  notice: OrderNotice | null,
  now: Timestamp,
) {
  if (!notice || order.accountDeleted === true || !order.uid) return;
  tx.set(noticeRef(db, order.uid, notice.id), noticeDocument(orderId, status, notice, now));
}
