import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { Button } from '@/components/button';
import { OfflineNote } from '@/components/offline-note';
import { useOnline } from '@/hooks/use-online';

import { revokeAllSessions } from '../api/account-security';
import { SECURITY_MESSAGES } from '../logic/security-messages';

/**
 * Sign out of this device (the shop's logout), or everywhere: the revoke function ends every
 * session of the account, then this device signs out as logout does. Other devices are refused by
 * the shop's functions and by Firestore at once and signed out at their next token refresh (within
 * the hour).
 */
export function SignOutOptions({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const offlineId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    setFailed(false);
    try {
      await revokeAllSessions();
    } catch (error) {
      console.error('Signing out everywhere failed:', error);
      setFailed(true);
      setBusy(false);
      return;
    }
    onSignOut();
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-start gap-2">
        <p className="text-gray-700">
          <Trans>Sign out of this browser only. You stay signed in on other devices.</Trans>
        </p>
        <Button variant="outline" onClick={onSignOut}>
          <Trans>Sign out of this device</Trans>
        </Button>
      </div>
      <div className="flex flex-col items-start gap-2">
        <p className="text-gray-700">
          <Trans>
            End your session on every device, this one included. Each one asks you to log in again.
          </Trans>
        </p>
        {!online && <OfflineNote id={offlineId}>{SECURITY_MESSAGES.offlineRevoke}</OfflineNote>}
        <Button
          variant="outline"
          disabled={busy || !online}
          aria-busy={busy}
          aria-describedby={online ? undefined : offlineId}
          onClick={() => void signOutEverywhere()}
        >
          {busy ? t`Signing out everywhere…` : t`Sign out everywhere`}
        </Button>
        {failed && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {SECURITY_MESSAGES.revokeFailed}
          </p>
        )}
      </div>
    </div>
  );
}
