import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

import { Button } from '@/components/button';

import { signInWithGoogle } from '../api/session';
import { authAtom } from '../atoms';

/** Continue with Google: a popup sign-in; errors show the provider's message (spec §8). */
export function GoogleButton() {
  const setAuth = useSetAtom(authAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function continueWithGoogle() {
    setBusy(true);
    try {
      const user = await signInWithGoogle();
      setAuth({ user, loading: false, error: null });
      void navigate('/dashboard');
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
