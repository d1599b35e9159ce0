import { useStore } from 'jotai';
import { useCallback } from 'react';

import { authAtom } from '@/features/auth';

import { saveProfile } from '../local-db/profile-sync';
import { trimProfile, withProfile } from '../logic/profile-rules';
import type { Profile } from '../types';

/**
 * Saves the signed-in shopper's profile through the outbox (see saveProfile) and shows it as the
 * account's at once, whether it reached the server or waits for the connection.
 */
export function useSaveProfile() {
  const store = useStore();
  return useCallback(
    async (typed: Profile): Promise<'saved' | 'queued'> => {
      const uid = store.get(authAtom).user?.uid;
      if (!uid) throw new Error('Saving a profile needs a signed-in shopper.');
      const profile = trimProfile(typed);
      const outcome = await saveProfile(uid, profile);
      const current = store.get(authAtom);
      if (current.user?.uid === uid)
        store.set(authAtom, { ...current, user: withProfile(current.user, profile) });
      return outcome;
    },
    [store],
  );
}
