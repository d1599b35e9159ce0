import { useEffect, useRef, useState } from 'react';

import { toast } from '@/lib/toast';

import { createCheckoutSession } from '../api/checkout-session';
import { CHECKOUT_MESSAGES } from '../logic/checkout-messages';
import type { CheckoutRequest } from '../logic/checkout-request';

/**
 * Starts the payment (spec §4 Checkout): asks for a Checkout Session and sends the browser to it.
 * While that runs `paying` is true; any failure resets it and shows 'Payment failed! Please try
 * again.'. The same request made again on this page (a retry after a failure) carries the same
 * Idempotency-Key, so the server finds the same order instead of making another.
 */
export function useStartPayment() {
  const [paying, setPaying] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  // Coming back from the payment page with the Back button restores this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPaying(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (request: CheckoutRequest) => {
    setPaying(true);
    try {
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      // Firebase Auth stays out of the first pages' script; it is loaded by now on a signed-in page.
      const { auth } = await import('@/lib/firebase-auth');
      const user = auth.currentUser;
      if (!user) throw new Error('Nobody is signed in.');
      const session = await createCheckoutSession(request, {
        idToken: await user.getIdToken(),
        idempotencyKey: attempt.current.key,
      });
      window.location.assign(session.url);
    } catch (error) {
      console.error('Payment failed:', error);
      toast.error(CHECKOUT_MESSAGES.paymentFailed);
      setPaying(false);
    }
  };

  return { paying, start };
}
