import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';

import { useOnline } from '@/hooks/use-online';
import { useLingui } from '@/lib/i18n';

import { catalogSyncedAtAtom } from '../atoms';
import { CONNECTION_MESSAGES, savedAtLabel } from '../logic/saved-at';

/**
 * The connection as the shop sees it, under the header: offline, how fresh the saved catalog is;
 * back online, that the catalog is being brought up to date, until it is. Empty otherwise. The
 * live region is always there, so screen readers hear each change.
 */
export function ConnectionStatus() {
  useLingui();
  const online = useOnline();
  const syncedAt = useAtomValue(catalogSyncedAtAtom);
  // When the connection came back; the note stays until a sync newer than that.
  const [backOnlineAt, setBackOnlineAt] = useState<number | null>(null);
  useEffect(() => {
    const onOnline = () => setBackOnlineAt(Date.now());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  let message: string | null = null;
  if (!online) message = CONNECTION_MESSAGES.offline(syncedAt === null ? null : savedAtLabel(syncedAt));
  else if (backOnlineAt !== null && (syncedAt === null || syncedAt < backOnlineAt))
    message = CONNECTION_MESSAGES.updating;

  return (
    <div role="status" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 empty:p-0">
      {message}
    </div>
  );
}
