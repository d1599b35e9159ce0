import { doc, getDoc } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { toOrderRecord } from '../logic/order-record';
import type { OrderRecord } from '../types';

/** Order ids: what the checkout makes (32 hex digits), and any id safe in a path. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** True for a string that can name an order (anything else is not found without asking). */
export const isOrderId = (value: string | undefined): value is string => !!value && ORDER_ID.test(value);

/** The rules refuse an order that is not the reader's, and one that does not exist, alike. */
const isRefused = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/**
 * The order with its history, shipment and refunds; null when there is none the reader may read
 * (the owner, or an admin). Throws when it cannot be read (offline).
 */
export async function readOrderRecord(orderId: string): Promise<OrderRecord | null> {
  if (!isOrderId(orderId)) return null;
  try {
    const snapshot = await getDoc(doc(db, 'Orders', orderId));
    return snapshot.exists() ? toOrderRecord(snapshot.id, snapshot.data()) : null;
  } catch (error) {
    if (isRefused(error)) return null;
    throw error;
  }
}
