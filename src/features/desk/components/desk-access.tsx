import { useAtomValue } from 'jotai';
import { useCallback, useState, type ReactNode } from 'react';

import { currentUserAtom } from '@/features/auth';

import { forgetDesk } from '../api/desk-copies';
import { DeskAccessContext } from '../hooks/use-desk-access';
import { isAccessRemoved } from '../logic/access-removed';

/**
 * The desk as long as the shop takes the operator as an admin. The first read or action the shop
 * refuses as no admin's (a Firestore `permission-denied`, the desk function's 403) ends it: what
 * the device kept of the desk is removed, so no reload shows those numbers again, and `removed`
 * is drawn in the desk's place. A read that fails otherwise (offline) leaves the desk as it is.
 */
export function DeskAccess({ removed, children }: { removed: ReactNode; children: ReactNode }) {
  const uid = useAtomValue(currentUserAtom)?.uid ?? '';
  // The account the desk ended for: another one signed in starts with the desk open.
  const [endedFor, setEndedFor] = useState<string | null>(null);
  const endIfRemoved = useCallback(
    (error: unknown) => {
      if (!isAccessRemoved(error)) return false;
      console.warn('The shop refused the desk to this account; closing it:', error);
      forgetDesk(uid);
      setEndedFor(uid);
      return true;
    },
    [uid],
  );
  if (endedFor === uid) return removed;
  return <DeskAccessContext.Provider value={endIfRemoved}>{children}</DeskAccessContext.Provider>;
}
