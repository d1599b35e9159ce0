import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { keepStorage } from '@/lib/persistent-storage';

import { authAtom, unverifiedEmailAtom } from '../atoms';

/**
 * Keeps authAtom in step with Firebase Auth for as long as the app is mounted. The Auth client is
 * loaded after the first paint so the catalog shows without waiting for it.
 */
export function useAuthSession() {
  const setAuth = useSetAtom(authAtom);
  const setUnverifiedEmail = useSetAtom(unverifiedEmailAtom);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void import('../api/session').then(({ observeSession }) => {
      // The component may have unmounted while the module loaded.
      if (!live) return;
      unsubscribe = observeSession((user, toVerify) => {
        setAuth({ user, loading: false });
        setUnverifiedEmail(toVerify);
        // A signed-in shopper's cart and orders are worth keeping under storage pressure.
        if (user) keepStorage();
      });
    });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [setAuth, setUnverifiedEmail]);
}
