import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/button';
import { stripePublishableKey } from '@/lib/env';

import { mountEmbeddedCheckout } from '../api/embedded-checkout';
import { CHECKOUT_PAGE_MESSAGES } from '../logic/checkout-page-messages';

/**
 * Stripe's Embedded Checkout in the checkout page: the card form stays inside the
 * shop, and the installed app with it. Paid, Stripe takes the page to /success. Should Stripe.js
 * not load, `onFailed` says so and the billing form comes back; "Change billing details" closes it.
 */
export function EmbeddedPayment({
  clientSecret,
  onFailed,
  onClose,
}: {
  clientSecret: string;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!host.current) return undefined;
    const handle = mountEmbeddedCheckout(stripePublishableKey(), clientSecret, host.current);
    let current = true;
    handle.mounted.then(
      () => current && setReady(true),
      (error: unknown) => current && onFailed(error),
    );
    return () => {
      current = false;
      handle.destroy();
    };
  }, [clientSecret, onFailed]);

  return (
    <section aria-labelledby="payment-title" className="rounded-lg bg-white p-4 shadow">
      <h2 id="payment-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t`Payment`}
      </h2>
      <p className="mb-3 text-sm text-gray-700">{CHECKOUT_PAGE_MESSAGES.chargedInDollars}</p>
      {!ready && (
        <p role="status" className="mb-3 text-sm text-gray-700">
          {t`Loading the secure payment form…`}
        </p>
      )}
      <div ref={host} data-testid="embedded-checkout" />
      <Button variant="outline" className="mt-4" onClick={onClose}>
        {t`Change billing details`}
      </Button>
    </section>
  );
}
