import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { authAtom, returnPath, stateFrom, type ReturnState } from '@/features/auth';
import { LOGIN_PATH } from '@/lib/routes';

function SessionPending() {
  const { t } = useLingui();
  return (
    <p role="status" className="p-8 text-center text-gray-700">
      {t`Loading…`}
    </p>
  );
}

/**
 * Cart, checkout and dashboard: a signed-out visitor goes to /login (spec §2), carrying the page
 * they asked for in the router's state so that signing in brings them back to it.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAtomValue(authAtom);
  const location = useLocation();
  if (loading) return <SessionPending />;
  if (!user) {
    const state: ReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  return children;
}

/**
 * Login and register: a signed-in user goes where they were headed when a guard sent them to
 * sign in, otherwise to /dashboard (spec §2).
 */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { user, loading } = useAtomValue(authAtom);
  const location = useLocation();
  if (loading) return <SessionPending />;
  if (user) return <Navigate to={returnPath(stateFrom(location.state))} replace />;
  return children;
}
