import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';

import { CART_STORAGE_KEY } from '@/lib/constants';

import { authAtom } from '../atoms';

/** Logout (spec §4): sign out, drop the local cart, then go home. */
export function useLogout() {
  const setAuth = useSetAtom(authAtom);
  const navigate = useNavigate();
  return async () => {
    const { signOut } = await import('../api/session');
    await signOut();
    localStorage.removeItem(CART_STORAGE_KEY);
    setAuth({ user: null, loading: false });
    void navigate('/');
  };
}
