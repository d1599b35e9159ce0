import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { authAtom } from '@/features/auth';

function SessionPending() {
  return (
    <p role="status" className="p-8 text-center text-gray-700">
      Loading…
    </p>
  );
}

/** Cart, checkout and dashboard: a signed-out visitor goes to /login (spec §2). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAtomValue(authAtom);
  const location = useLocation();
  if (loading) return <SessionPending />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Login and register: a signed-in user goes to /dashboard (spec §2). */
export function RequireGuest({ children }: { children: ReactNode }) {
  const { user, loading } = useAtomValue(authAtom);
  if (loading) return <SessionPending />;
  if (user) return <Navigate to="/dashboard" replace />;
  return children;
}
