import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { authAtom } from '../atoms';
import type { UserRecord } from '../types';

/**
 * What every way of signing in (email, registration, Google) does once it succeeds: the session
 * holds the user's record at once, without waiting for the Auth observer, and the dashboard opens.
 */
export function useFinishSignIn() {
  const setAuth = useSetAtom(authAtom);
  const navigate = useNavigate();
  return useCallback(
    (user: UserRecord) => {
      setAuth({ user, loading: false });
      void navigate('/dashboard');
    },
    [setAuth, navigate],
  );
}
