import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { toOrderRecord, type OrderRecord, type OrderStatus } from '@/features/orders';
import { db } from '@/lib/firebase';

import { toDeskOrderRecord, type DeskOrderRecord } from '../logic/desk-order-record';

/** How many orders the desk lists at a time (More orders lists the next ones). */
export const DESK_PAGE_SIZE = 25;

/** Where the next page of a list starts. */
export type DeskCursor = QueryDocumentSnapshot;

export interface DeskOrderPage {
  orders: OrderRecord[];
  /** The last order read, when there may be more. */
  next: DeskCursor | null;
}

/**
 * Orders for the desk (the rules let admins read every order), newest first, of one status or
 * all, a page at a time. Throws on failure.
 */
export async function listDeskOrders(
  status: OrderStatus | null,
  after: DeskCursor | null = null,
  size = DESK_PAGE_SIZE,
): Promise<DeskOrderPage> {
  const constraints: QueryConstraint[] = [
    ...(status ? [where('status', '==', status)] : []),
    orderBy('createdAt', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(size),
  ];
  const snapshot = await getDocs(query(collection(db, 'Orders'), ...constraints));
  return {
    orders: snapshot.docs.map((order) => toOrderRecord(order.id, order.data())),
    next: snapshot.docs.length === size ? (snapshot.docs.at(-1) ?? null) : null,
  };
}

/** Orders read per query by the export: a long period is many reads of this size, not one huge one. */
export const EXPORT_PAGE_SIZE = 500;

/** One page of the orders placed from `from` (included) to `to` (excluded), newest first. */
const readPlacedBetween = (from: Date, to: Date, after: DeskCursor | null) =>
  getDocs(
    query(
      collection(db, 'Orders'),
      where('createdAt', '>=', from),
      where('createdAt', '<', to),
      orderBy('createdAt', 'desc'),
      ...(after ? [startAfter(after)] : []),
      limit(EXPORT_PAGE_SIZE),
    ),
  );

/**
 * Every order placed from `from` (included) to `to` (excluded), newest first, for the desk's
 * export, read a page at a time. Throws on failure.
 */
export async function listOrdersPlacedBetween(from: Date, to: Date): Promise<OrderRecord[]> {
  const orders: OrderRecord[] = [];
  let after: DeskCursor | null = null;
  for (;;) {
    const snapshot = await readPlacedBetween(from, to, after);
    orders.push(...snapshot.docs.map((order) => toOrderRecord(order.id, order.data())));
    after = snapshot.docs.at(-1) ?? null;
    if (snapshot.docs.length < EXPORT_PAGE_SIZE || !after) return orders;
  }
}

/**
 * The most stranded orders the desk lists. They are few: holds whose Checkout Session Stripe does
 * not know (made with test keys before the switch to live ones).
 */
export const STRANDED_MAX = 100;

/**
 * The orders whose units the hold sweep gave back without Stripe's word (they carry
 * `strandedReason`), whatever their status now, newest first. The query filters on that field
 * alone, which its single-field index serves, so it needs no composite index; Firestore then
 * sorts by the field itself, so the newest-first order is made here. Throws on failure.
 */
export async function listStrandedOrders(): Promise<DeskOrderRecord[]> {
  const snapshot = await getDocs(
    query(collection(db, 'Orders'), where('strandedReason', '!=', null), limit(STRANDED_MAX)),
  );
  return snapshot.docs
    .map((order) => toDeskOrderRecord(order.id, order.data()))
    .sort((a, b) => b.createdAt - a.createdAt);
}
