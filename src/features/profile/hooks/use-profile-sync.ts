import { useStore } from 'jotai';
import { useEffect } from 'react';

import { authAtom } from '@/features/auth';

import { readQueuedProfile } from '../local-db/profile-outbox';
import { profileFlusher } from '../local-db/profile-sync';
import { withProfile } from '../logic/profile-rules';

/**
 * Keeps the profile outbox flowing for as long as the app is live (app/live-session.tsx): an edit
 * still queued from an earlier visit is shown as the shopper's profile and sent, and one made
 * offline is sent when the connection returns, whatever page is open.
 */
export function useProfileSync() {
  const store = useStore();

  useEffect(() => {
    let live = true;
    let followed: string | null = null;
    const follow = () => {
      const uid = store.get(authAtom).user?.uid ?? null;
      if (uid === followed) return;
      followed = uid;
      if (!uid) {
        profileFlusher.stop();
        return;
      }
      void readQueuedProfile(uid)
        .then((queued) => {
          const current = store.get(authAtom);
          if (live && queued && current.user?.uid === uid) {
            store.set(authAtom, { ...current, user: withProfile(current.user, queued.profile) });
          }
        })
        .catch((error: unknown) => console.warn('The queued profile edit could not be read.', error))
        .finally(() => {
          if (live && followed === uid) profileFlusher.start(uid);
        });
    };
    follow();
    const unsubscribe = store.sub(authAtom, follow);
    const onOnline = () => profileFlusher.poke();
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      unsubscribe();
      window.removeEventListener('online', onOnline);
      profileFlusher.stop();
    };
  }, [store]);
}
