import type { StripeEmbeddedCheckout } from '@stripe/stripe-js';

/** A mounted (or mounting) Embedded Checkout: `mounted` settles once it is on screen or has failed. */
export interface EmbeddedCheckoutHandle {
  mounted: Promise<void>;
  /** Takes the form away, now or as soon as it is made; safe to call more than once. */
  destroy: () => void;
}

// Stripe.js allows one Embedded Checkout at a time: each waits until the one before is gone.
let previousGone: Promise<void> = Promise.resolve();

/**
 * Mounts Stripe's Embedded Checkout for the session `clientSecret` in `element`. Stripe.js is
 * loaded from Stripe (as Stripe requires) on first use only, so no page carries it before a payment
 * starts. Once paid, Stripe sends the page to the session's return_url (the shop's /success).
 * `mounted` rejects when Stripe.js cannot load or refuses the session.
 */
export function mountEmbeddedCheckout(
  publishableKey: string,
  clientSecret: string,
  element: HTMLElement,
): EmbeddedCheckoutHandle {
  let destroyed = false;
  // Asked afresh after each await: destroy() may have been called meanwhile.
  const isDestroyed = () => destroyed;
  let checkout: StripeEmbeddedCheckout | null = null;
  let markGone = () => {};
  const gone = new Promise<void>((resolve) => (markGone = resolve));
  const before = previousGone;
  previousGone = gone;

  const mounted = (async () => {
    try {
      await before;
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('Stripe.js is not available in this browser.');
      if (isDestroyed()) return markGone();
      checkout = await stripe.createEmbeddedCheckoutPage({ clientSecret });
      if (isDestroyed()) {
        checkout.destroy();
        return markGone();
      }
      checkout.mount(element);
    } catch (error) {
      markGone();
      throw error;
    }
  })();

  return {
    mounted,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (checkout) {
        checkout.destroy();
        markGone();
      }
    },
  };
}
