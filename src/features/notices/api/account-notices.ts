import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  updateDoc,
} from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import { toNotice } from '../logic/notice-text';
import type { Notice } from '../types';

/** How many of the newest notices a device keeps and shows. */
export const NOTICES_SHOWN = 50;

/** The account's newest notices, newest first. A failed read throws. */
export async function readAccountNotices(uid: string): Promise<Notice[]> {
  const snapshot = await getDocs(
    query(collection(db, 'Users', uid, 'notices'), orderBy('createdAt', 'desc'), limit(NOTICES_SHOWN)),
  );
  return snapshot.docs.flatMap((notice) => {
    const data = notice.data();
    const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : 0;
    return toNotice(notice.id, data, createdAt) ?? [];
  });
}

/** Marks a notice read on the account (the rules let its owner change that alone). */
export async function markAccountNoticeRead(uid: string, id: string): Promise<void> {
  await updateDoc(doc(db, 'Users', uid, 'notices', id), { read: true });
}
