import { useId } from 'react';

import { Button } from '@/components/button';
import { OfflineNote } from '@/components/offline-note';
import { useOnline } from '@/hooks/use-online';

import { GoogleButton } from './google-button';

/**
 * The end of the login and register forms: the submit button and Continue with Google, which
 * wait while offline with `offlineMessage` beside them.
 */
export function SignInActions({
  busy,
  label,
  busyLabel,
  offlineMessage,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  offlineMessage: string;
}) {
  const online = useOnline();
  const offlineId = useId();
  const describedBy = online ? undefined : offlineId;
  return (
    <>
      {!online && <OfflineNote id={offlineId}>{offlineMessage}</OfflineNote>}
      <Button type="submit" disabled={busy || !online} aria-busy={busy} aria-describedby={describedBy}>
        {busy ? busyLabel : label}
      </Button>
      <GoogleButton describedBy={describedBy} />
    </>
  );
}
