import { useCallback, useEffect, useState } from 'react';

import { stripePublishableKey } from '@/lib/env';
import { toast } from '@/lib/toast';

import { createCheckoutSession, openPaymentPage } from '../api/checkout-session';
import { currentIdToken, endRevokedSession } from '../api/id-token';
import { attemptKeyFor } from '../logic/checkout-attempt';
import { CHECKOUT_PAGE_MESSAGES } from '../logic/checkout-page-messages';
import {
  CheckoutRefusal,
  paidOrderOf,
  type PaidStatus,
  type RefusedCheckout,
} from '../logic/checkout-refusal';
import type { CheckoutRequest } from '@/domain/checkout-request';

/** What stopped the last attempt: a refusal to show with its reason, or an order already paid. */
export type PaymentSetback =
  ({ kind: 'refused' } & RefusedCheckout) | { kind: 'already-paid'; orderId: string; status: PaidStatus };

/** An Embedded Checkout to show in the page: the session's secret and its order. */
export interface EmbeddedPaymentSession {
  clientSecret: string;
  orderId: string;
}

/**
 * Starts the payment (spec §4 Checkout): asks for a Checkout Session and sends the browser to it,
 * or, where a Stripe publishable key is configured, keeps it (`embedded`) to be mounted in the page.
 * While that runs `paying` is true; any failure resets it and shows 'Payment failed! Please try
 * again.', and a refusal is kept in `setback` so its reason can be shown where it belongs. An
 * order the server says is already paid is shown, not paid again, and is no failure. The same
 * request made again in this tab (a retry after a failure, or after Back from the payment page,
 * whether the page was restored or loaded again) carries the same Idempotency-Key, so the server
 * finds the same order instead of making another.
 */
export function useStartPayment() {
  const [paying, setPaying] = useState(false);
  const [setback, setSetback] = useState<PaymentSetback | null>(null);
  const [embedded, setEmbedded] = useState<EmbeddedPaymentSession | null>(null);

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
    setSetback(null);
    try {
      const session = await createCheckoutSession(request, {
        idToken: await currentIdToken(),
        idempotencyKey: attemptKeyFor(JSON.stringify(request)),
        embedded: stripePublishableKey() !== '',
      });
      // Said here for Embedded Checkout; the hosted payment page says it too.
      if (session.released > 0) toast.info(CHECKOUT_PAGE_MESSAGES.earlierCheckoutClosed);
      if (session.clientSecret === undefined) {
        openPaymentPage(session.url);
        return;
      }
      setPaying(false);
      setEmbedded({ clientSecret: session.clientSecret, orderId: session.orderId });
    } catch (error) {
      setPaying(false);
      const paidOrder = error instanceof CheckoutRefusal ? paidOrderOf(error) : null;
      if (paidOrder) {
        setSetback({ kind: 'already-paid', ...paidOrder });
        return;
      }
      console.error('Payment failed:', error);
      toast.error(CHECKOUT_PAGE_MESSAGES.paymentFailed);
      if (error instanceof CheckoutRefusal && error.sessionEnded) void endRevokedSession();
      if (error instanceof CheckoutRefusal)
        setSetback({ kind: 'refused', refusal: error, products: request.products });
    }
  };

  /** The embedded form could not be shown: said as any failed start is, and the form comes back. */
  const embeddedFailed = useCallback((error: unknown) => {
    console.error('Payment failed:', error);
    toast.error(CHECKOUT_PAGE_MESSAGES.paymentFailed);
    setEmbedded(null);
  }, []);
  const closeEmbedded = useCallback(() => setEmbedded(null), []);

  return { paying, start, setback, embedded, embeddedFailed, closeEmbedded };
}
