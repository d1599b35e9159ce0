import { collection, getDocs } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { toAuditEntry, type AuditEntry } from '../logic/audit';

/** The order's audit record (admins only, by the rules). Throws when it cannot be read. */
export async function readOrderAudit(orderId: string): Promise<AuditEntry[]> {
  const snapshot = await getDocs(collection(db, 'Orders', orderId, 'audit'));
  return snapshot.docs.flatMap((entry) => toAuditEntry(entry.data()) ?? []);
}
