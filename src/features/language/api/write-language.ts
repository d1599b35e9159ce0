import { doc, updateDoc } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';
import type { Locale } from '@/lib/i18n';

/** Keeps the shopper's language on Users/{uid}, so every device they sign in on speaks it. */
export async function writeLanguage(uid: string, language: Locale): Promise<void> {
  await updateDoc(doc(db, 'Users', uid), { language });
}
