import { useSetAtom } from 'jotai';

import { authAtom } from '../atoms';

/** Signs the shopper out of Firebase Auth and clears the auth state; what else logout does is the caller's. */
export function useSignOut() {
  const setAuth = useSetAtom(authAtom);
  return async () => {
    const { signOut } = await import('../api/session');
    await signOut();
    setAuth({ user: null, loading: false });
  };
}
