import { useCallback, useEffect, useState } from 'react';

import { checkPasswordResetCode } from '../api/password-reset';
import { isLinkUnusable, resetErrorMessage } from '../logic/password-reset-messages';

export type ResetCodeState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  /** The link cannot be used: the shopper has to ask for a new one. */
  | { status: 'unusable'; message: string }
  /** Checking failed for another reason (the network): worth trying again. */
  | { status: 'failed'; message: string };

/** Whether the reset link's code can still set a password, and for which address. */
export function useResetCode(code: string) {
  const [state, setState] = useState<ResetCodeState>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    checkPasswordResetCode(code).then(
      (email) => current && setState({ status: 'valid', email }),
      (error: unknown) => {
        if (!current) return;
        const message = resetErrorMessage(error);
        setState({ status: isLinkUnusable(error) ? 'unusable' : 'failed', message });
      },
    );
    return () => {
      current = false;
    };
  }, [code, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setAttempt((count) => count + 1);
  }, []);

  const markUnusable = useCallback((message: string) => setState({ status: 'unusable', message }), []);

  return { state, retry, markUnusable };
}
