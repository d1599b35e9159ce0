import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { observeSession } from './api/session';
import { authAtom } from './atoms';

/** Keeps authAtom in step with Firebase Auth for as long as the app is mounted. */
export function useAuthSession() {
  const setAuth = useSetAtom(authAtom);
  useEffect(() => observeSession((user) => setAuth({ user, loading: false, error: null })), [setAuth]);
}
