import { useCallback, useEffect, useRef, useState } from 'react';

import { FORM_SUBMIT_DELAY_MS } from '@/lib/constants';

/**
 * For forms the spec sends nowhere (newsletter, FAQ question): `pending` for a short delay after
 * `submit`, then `onDone` runs. A pending submit is dropped if the form unmounts.
 */
export function useSimulatedSubmit(delayMs: number = FORM_SUBMIT_DELAY_MS) {
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = useCallback(
    (onDone: () => void) => {
      setPending(true);
      timer.current = window.setTimeout(() => {
        setPending(false);
        onDone();
      }, delayMs);
    },
    [delayMs],
  );
  return { pending, submit };
}
