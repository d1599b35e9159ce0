import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { authAtom } from '../atoms';
import { returnPath, stateFrom } from '../logic/return-path';
import type { UserRecord } from '../types';

/**
 * What every way of signing in (email, registration, Google) does once it succeeds: the session
 * holds the user's record at once, without waiting for the Auth observer, and the shopper goes
 * back to the page a guard sent them from, or to the dashboard. The sign-in page is replaced, so
 * Back does not return to a form that would only bounce them on.
 */
export function useFinishSignIn() {
  const setAuth = useSetAtom(authAtom);
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  return useCallback(
    (user: UserRecord) => {
      setAuth({ user, loading: false });
      void navigate(returnPath(stateFrom(state)), { replace: true });
    },
    [setAuth, navigate, state],
  );
}
