import { useEffect, useRef, useState } from 'react';

import { cancelCheckout } from '../api/cancel-checkout';
import { currentIdToken } from '../api/id-token';
import type { CancelLink } from '@/domain/cancel-link';

/**
 * What the cancel page can say of its link. cancelled: the shopper came back through Cancel (the
 * hold is released, or ends by itself when that could not be done); nothing-to-cancel: the link
 * proves no checkout of theirs (a bare /cancel?order=… link, another attempt's, someone else's);
 * checking: not known yet.
 */
export type CancelCheck = 'checking' | 'cancelled' | 'nothing-to-cancel';

interface Shopper {
  uid: string | undefined;
  /** True until Auth has said whether someone is signed in. */
  loading: boolean;
}

/**
 * Back through Cancel: the order's units are given back now, not when its payment page expires,
 * and only for the link's own checkout (the server checks the token). Once per link, and only best
 * effort: the server's sweep releases them anyway, so a failure is logged and the page says the
 * payment was not completed. Signed out, nothing is asked: the hold ends with its payment page.
 */
export function useReleaseHold(link: CancelLink | null, { uid, loading }: Shopper): CancelCheck {
  const orderId = link?.orderId;
  const token = link?.token;
  const key = link ? `${link.orderId} ${link.token}` : null;
  const asked = useRef<string | null>(null);
  const [answered, setAnswered] = useState<{ key: string; check: CancelCheck } | null>(null);

  useEffect(() => {
    if (!orderId || !token || !uid) return;
    const asking = `${orderId} ${token}`;
    if (asked.current === asking) return;
    asked.current = asking;
    void (async () => {
      let check: CancelCheck = 'cancelled';
      try {
        const answer = await cancelCheckout({ orderId, token }, { idToken: await currentIdToken() });
        if (answer.outcome === 'nothing-to-cancel') check = 'nothing-to-cancel';
      } catch (error) {
        console.warn('The checkout could not be cancelled; its hold will expire:', error);
      }
      setAnswered({ key: asking, check });
    })();
  }, [orderId, token, uid]);

  if (!key) return 'nothing-to-cancel';
  if (loading) return 'checking';
  if (!uid) return 'cancelled';
  return answered?.key === key ? answered.check : 'checking';
}
