import { deleteField, doc, updateDoc } from 'firebase/firestore/lite';

import { db } from '@/lib/firebase';

import type { Profile } from '../types';

/**
 * Writes the profile to Users/{uid}, touching only its own keys: a field left empty is removed,
 * so the record holds phone, address, country and zip only when given. The same profile written
 * twice leaves the same record, so a write whose answer was lost can simply be sent again.
 */
export async function writeProfile(uid: string, profile: Profile): Promise<void> {
  const optional = (value: string) => (value === '' ? deleteField() : value);
  await updateDoc(doc(db, 'Users', uid), {
    name: profile.name,
    phone: optional(profile.phone),
    address: optional(profile.address),
    country: optional(profile.country),
    zip: optional(profile.zip),
  });
}
