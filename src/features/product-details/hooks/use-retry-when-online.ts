import { useEffect } from 'react';

/** Calls `retry` when the connection comes back, while `waiting` (a failed or partial load). */
export function useRetryWhenOnline(waiting: boolean, retry: () => void) {
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, retry]);
}
