import { useEffect, useRef } from 'react';

import { cancelCheckout } from '../api/cancel-checkout';
import { currentIdToken } from '../api/id-token';

/**
 * Back through Cancel: the order's units are given back now, not when its payment page expires.
 * Once per order, and only best effort: the server's sweep releases them anyway, so a failure is
 * logged and the page stays as it is.
 */
export function useReleaseHold(orderId: string | null, uid: string | undefined) {
  const released = useRef<string | null>(null);
  useEffect(() => {
    if (!orderId || !uid || released.current === orderId) return;
    released.current = orderId;
    void (async () => {
      try {
        await cancelCheckout(orderId, { idToken: await currentIdToken() });
      } catch (error) {
        console.warn('The checkout could not be cancelled; its hold will expire:', error);
      }
    })();
  }, [orderId, uid]);
}
