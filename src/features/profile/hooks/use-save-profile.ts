import { useStore } from 'jotai';
import { useCallback } from 'react';

import { authAtom } from '@/features/auth';
import { storeOrHold } from '@/lib/held-changes';
import { localDbCode } from '@/lib/local-db';

import { saveProfile } from '../local-db/profile-sync';
import { trimProfile, withProfile } from '../logic/profile-rules';
import type { Profile } from '../types';

/**
 * Saves the signed-in shopper's profile through the outbox (see saveProfile) and shows it as the
 * account's at once, whether it reached the server or waits for the connection. Made while the
 * IndexedDB wrapper that keeps the outbox could not be fetched, the edit is 'held': shown, and
 * saved once the wrapper arrives (lib/held-changes).
 */
export function useSaveProfile() {
  const store = useStore();
  return useCallback(
    async (typed: Profile): Promise<'saved' | 'queued' | 'held'> => {
      const uid = store.get(authAtom).user?.uid;
      if (!uid) throw new Error('Saving a profile needs a signed-in shopper.');
      const profile = trimProfile(typed);
      const outcome = await storeOrHold(localDbCode, () => saveProfile(uid, profile), { told: true });
      const current = store.get(authAtom);
      if (current.user?.uid === uid)
        store.set(authAtom, { ...current, user: withProfile(current.user, profile) });
      return outcome;
    },
    [store],
  );
}
