import { useState } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/button';

import { signInWithGoogle } from '../api/session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/** Continue with Google: a popup sign-in; errors show the provider's message (spec §8). */
export function GoogleButton() {
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
    <Button variant="outline" className="w-full" disabled={busy} onClick={() => void continueWithGoogle()}>
      Continue with Google
    </Button>
  );
}
