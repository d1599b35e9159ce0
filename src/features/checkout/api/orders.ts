import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
} from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import type { OrderFields } from '@/domain/order';

/** An order as the shopper reads it (rules: only the owner, only through the owner filter). */
export interface Order extends OrderFields {
  id: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** The most orders the Orders tab lists. */
const ORDERS_SHOWN = 50;

const toOrder = (id: string, data: Record<string, unknown>): Order => {
  const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : 0;
  return { ...(data as unknown as OrderFields), id, createdAt };
};

/** The rules refuse an order that is not the reader's, and one that does not exist, alike. */
const isRefused = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/** One of the shopper's orders; null when there is none (or it is someone else's). Throws on failure. */
export async function readOrder(orderId: string): Promise<Order | null> {
  try {
    const snapshot = await getDoc(doc(db, 'Orders', orderId));
    return snapshot.exists() ? toOrder(snapshot.id, snapshot.data()) : null;
  } catch (error) {
    if (isRefused(error)) return null;
    throw error;
  }
}

/** The shopper's orders, newest first. Throws on failure. */
export async function listOrders(uid: string): Promise<Order[]> {
  const snapshot = await getDocs(
    query(
      collection(db, 'Orders'),
      where('uid', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(ORDERS_SHOWN),
    ),
  );
  return snapshot.docs.map((order) => toOrder(order.id, order.data()));
}
