import type { BrowserContext } from '@playwright/test';

import { STANDIN } from '../../scripts/lib/shop-client';

/*
 * Stripe.js and its Embedded Checkout, on a machine without internet.
 *
 * Stripe.js (https://js.stripe.com/<release>/stripe.js) cannot be downloaded here, so the test
 * answers its address with this double of the part the shop uses: `Stripe(key)` and
 * `createEmbeddedCheckoutPage({ clientSecret })`, whose `mount` puts a frame from
 * https://checkout.stripe.com in the page, as the real one frames Stripe's form. That frame is the
 * local Stripe stand-in's payment page for the session the secret names; its Pay, as Stripe does,
 * takes the whole window to the session's return_url once the stand-in has sent the webhook.
 * Everything else is the real thing: the @stripe/stripe-js loader, the shop's
 * Content-Security-Policy (which must let the script and the frame in), the checkout function with
 * the `stripe` SDK, the stand-in and the webhook.
 */
function stripeJsDouble() {
  type Checkout = { mount: (target: string | HTMLElement) => void; unmount: () => void; destroy: () => void };
  const mounted = new Set<Checkout>();
  function Stripe(key: string) {
    if (!key.startsWith('pk_')) throw new Error('Stripe.js double: a publishable key starts with pk_.');
    return {
      createEmbeddedCheckoutPage({ clientSecret }: { clientSecret: string }): Promise<Checkout> {
        if (mounted.size > 0)
          return Promise.reject(new Error('IntegrationError: only one Embedded Checkout at a time.'));
        const session = clientSecret.split('_secret_')[0] ?? '';
        let frame: HTMLIFrameElement | null = null;
        const checkout: Checkout = {
          mount(target) {
            const host = typeof target === 'string' ? document.querySelector(target) : target;
            frame = document.createElement('iframe');
            frame.title = 'Secure payment by Stripe';
            frame.src = `https://checkout.stripe.com/embedded/${session}`;
            frame.style.cssText = 'width:100%;height:32rem;border:0';
            host?.appendChild(frame);
          },
          unmount: () => frame?.remove(),
          destroy() {
            frame?.remove();
            mounted.delete(checkout);
          },
        };
        mounted.add(checkout);
        return Promise.resolve(checkout);
      },
    };
  }
  Stripe.version = 'endive';
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
}

/** Answers Stripe.js's and Stripe Checkout's addresses in this context with the double above. */
export async function serveStripeJsDouble(context: BrowserContext) {
  await context.route(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(${stripeJsDouble.toString()})();`,
    }),
  );
  // The frame: the stand-in's page for the session. Its form posts to /pay/<id> on this origin.
  await context.route(/^https:\/\/checkout\.stripe\.com\/embedded\/(cs_test_\w+)$/, async (route) => {
    const session = /\/embedded\/(cs_test_\w+)$/.exec(route.request().url())?.[1] ?? '';
    const page = await fetch(`${STANDIN}/pay/${session}`);
    await route.fulfill({ status: page.status, contentType: 'text/html', body: await page.text() });
  });
  await context.route(/^https:\/\/checkout\.stripe\.com\/pay\/(cs_test_\w+)$/, async (route) => {
    const session = /\/pay\/(cs_test_\w+)$/.exec(route.request().url())?.[1] ?? '';
    const paid = await fetch(`${STANDIN}/pay/${session}`, { method: 'POST', redirect: 'manual' });
    await route.fulfill({
      status: paid.status,
      headers: { location: paid.headers.get('location') ?? '' },
      body: '',
    });
  });
}
