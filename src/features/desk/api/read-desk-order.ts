import { doc, getDoc } from 'firebase/firestore/lite';

import { isOrderId } from '@/features/orders';
import { db } from '@/lib/firebase';

import { toDeskOrderRecord, type DeskOrderRecord } from '../logic/desk-order-record';

/**
 * An order for the desk's order page (the rules let admins read every order), with what only the
 * operator reads (`strandedReason`); null when there is none. A refusal is thrown, not read as "no
 * such order": an admin is refused only once the account is no admin any more, which ends the
 * desk (DeskAccess). Throws too when the order cannot be read (offline).
 */
export async function readDeskOrder(orderId: string): Promise<DeskOrderRecord | null> {
  if (!isOrderId(orderId)) return null;
  const snapshot = await getDoc(doc(db, 'Orders', orderId));
  return snapshot.exists() ? toDeskOrderRecord(snapshot.id, snapshot.data()) : null;
}
