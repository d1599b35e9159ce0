import { useStore } from 'jotai';
import { useEffect } from 'react';

import { authAtom } from '@/features/auth';

import { profileSync } from '../local-db/profile-sync';
import { withProfile } from '../logic/profile-rules';

/**
 * Keeps the profile outbox flowing for as long as the app is live (app/live-session.tsx), through
 * the sync engine: an edit still queued from an earlier visit is shown as the shopper's profile
 * and sent, and one made offline is sent when the connection returns, whatever page is open.
 */
export function useProfileSync() {
  const store = useStore();

  useEffect(
    () =>
      profileSync.follow(store, authAtom, {
        show(queued, uid) {
          const current = store.get(authAtom);
          if (queued && current.user?.uid === uid) {
            store.set(authAtom, { ...current, user: withProfile(current.user, queued.profile) });
          }
        },
        adoptFailed: 'The queued profile edit could not be read.',
        adoptOnReconnect: false,
      }).stop,
    [store],
  );
}
