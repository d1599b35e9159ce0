import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import { Button } from '@/components/button';
import { useOnline } from '@/hooks/use-online';
import { toast } from '@/lib/toast';

import { signInWithGoogle } from '../api/session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/**
 * Continue with Google: a popup sign-in; errors show the provider's message (spec §8). Offline it
 * waits, described by the form's offline note (`describedBy`).
 */
export function GoogleButton({ describedBy }: { describedBy?: string }) {
  const online = useOnline();
  const finishSignIn = useFinishSignIn();
  const [busy, setBusy] = useState(false);

  async function continueWithGoogle() {
    setBusy(true);
    try {
      finishSignIn(await signInWithGoogle());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={busy || !online}
      aria-describedby={describedBy}
      onClick={() => void continueWithGoogle()}
    >
      <Trans>Continue with Google</Trans>
    </Button>
  );
}
