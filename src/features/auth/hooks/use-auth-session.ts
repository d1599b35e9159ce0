import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { clearAccountCopies } from '@/lib/account-copies';
import { deviceCode } from '@/lib/device-code';
import { keepStorage } from '@/lib/persistent-storage';
import { toast } from '@/lib/toast';

import { authAtom, unverifiedEmailAtom } from '../atoms';
import { SESSION_MESSAGES } from '../logic/security-messages';

/**
 * The Auth client and the session observer, after the first paint so the catalog shows without
 * waiting for them. A signed-in shopper's first tap (Add to cart) waits for the session they
 * restore from the device, offline too: the offline kit asks for them as the page starts, and a
 * failed fetch is tried again.
 */
export const sessionCode = deviceCode(() => import('../api/session'));

/** Keeps authAtom in step with Firebase Auth for as long as the app is mounted. */
export function useAuthSession() {
  const setAuth = useSetAtom(authAtom);
  const setUnverifiedEmail = useSetAtom(unverifiedEmailAtom);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void sessionCode.load().then(({ observeSession }) => {
      // The component may have unmounted while the module loaded.
      if (!live) return;
      unsubscribe = observeSession((user, toVerify, ended) => {
        setAuth({ user, loading: false });
        setUnverifiedEmail(toVerify);
        if (ended) {
          clearAccountCopies();
          toast.info(SESSION_MESSAGES.ended);
        }
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
