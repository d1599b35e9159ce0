import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { clearAccountCopies } from '@/lib/account-copies';
import { keepStorage } from '@/lib/persistent-storage';
import { toast } from '@/lib/toast';

import { flushSessionsEnded } from '../api/sessions-ended';
import { authAtom, unverifiedEmailAtom } from '../atoms';
import { sessionCode } from '../session-code';
import { SESSION_MESSAGES } from '../logic/security-messages';

/** Keeps authAtom in step with Firebase Auth (session-code.ts) for as long as the app is mounted. */
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
        // `<html data-session>`: the page knows who is signed in (tests wait for it, as for
        // data-hydrated; the session starts only once the page settles or is tapped).
        document.documentElement.dataset.session = '';
        setUnverifiedEmail(toVerify);
        if (ended) {
          clearAccountCopies();
          toast.info(SESSION_MESSAGES.ended);
        }
        // A signed-in shopper's cart and orders are worth keeping under storage pressure.
        if (user) keepStorage();
      });
    });
    // Password resets and changes not yet recorded for Firestore (api/sessions-ended.ts): told now,
    // and again whenever the connection comes back.
    const tellKept = () => void flushSessionsEnded();
    tellKept();
    window.addEventListener('online', tellKept);
    return () => {
      live = false;
      unsubscribe?.();
      window.removeEventListener('online', tellKept);
    };
  }, [setAuth, setUnverifiedEmail]);
}
