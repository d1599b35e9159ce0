import { doc, updateDoc } from 'firebase/firestore/lite';

import type { NotificationPreferences } from '@/features/auth';
import { db } from '@/lib/firebase';

/** Keeps the shopper's notification switches on Users/{uid}, whole: the map is small. */
export async function writeNotificationPreferences(uid: string, preferences: NotificationPreferences) {
  await updateDoc(doc(db, 'Users', uid), { notifications: preferences });
}
