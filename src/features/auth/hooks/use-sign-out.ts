import { useSetAtom } from 'jotai';

import { clearAccountCopies } from '@/lib/account-copies';

import { authAtom, unverifiedEmailAtom } from '../atoms';

/**
 * Signs the shopper out of Firebase Auth, clears the auth state and the account's offline copies
 * (lib/account-copies); what else logout does is the caller's.
 */
export function useSignOut() {
  const setAuth = useSetAtom(authAtom);
  const setUnverifiedEmail = useSetAtom(unverifiedEmailAtom);
  return async () => {
    const { signOut } = await import('../api/session');
    await signOut();
    clearAccountCopies();
    setAuth({ user: null, loading: false });
    setUnverifiedEmail(null);
  };
}
