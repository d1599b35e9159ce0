// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => stripeJs);

import { mountEmbeddedCheckout } from './embedded-checkout';

/** A Stripe.js double that, like Stripe.js, refuses a second Embedded Checkout while one exists. */
function fakeStripe() {
  const log: string[] = [];
  let live = 0;
  const stripe = {
    createEmbeddedCheckoutPage: vi.fn(({ clientSecret }: { clientSecret: string }) => {
      if (live > 0) return Promise.reject(new Error('You cannot have multiple Embedded Checkouts.'));
      live += 1;
      log.push(`create ${clientSecret}`);
      return Promise.resolve({
        mount: (element: HTMLElement) => {
          element.textContent = `form for ${clientSecret}`;
          log.push(`mount ${clientSecret}`);
        },
        unmount: () => {},
        destroy: () => {
          live -= 1;
          log.push(`destroy ${clientSecret}`);
        },
      });
    }),
  };
  return { stripe, log };
}

describe('mountEmbeddedCheckout', () => {
  afterEach(() => vi.resetAllMocks());

  it('loads Stripe.js with the publishable key and mounts the session in the element', async () => {
    const { stripe } = fakeStripe();
    stripeJs.loadStripe.mockResolvedValue(stripe);
    const element = document.createElement('div');
    const handle = mountEmbeddedCheckout('pk_test_1', 'cs_1_secret', element);
    await handle.mounted;
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(element.textContent).toBe('form for cs_1_secret');
    handle.destroy();
  });

  it('makes a second form only once the first is destroyed, even when destroyed while still mounting', async () => {
    const { stripe, log } = fakeStripe();
    stripeJs.loadStripe.mockResolvedValue(stripe);
    const first = mountEmbeddedCheckout('pk_test_1', 'cs_a', document.createElement('div'));
    first.destroy(); // as React's StrictMode does with an effect
    const second = mountEmbeddedCheckout('pk_test_1', 'cs_b', document.createElement('div'));
    await Promise.all([first.mounted, second.mounted]);
    expect(log).not.toContain('mount cs_a');
    expect(log.at(-1)).toBe('mount cs_b');
    second.destroy();
    expect(log.at(-1)).toBe('destroy cs_b');
  });

  it('rejects when Stripe.js cannot load, and lets the next attempt through', async () => {
    stripeJs.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const failed = mountEmbeddedCheckout('pk_test_1', 'cs_x', document.createElement('div'));
    await expect(failed.mounted).rejects.toThrow('Failed to load Stripe.js');
    const { stripe } = fakeStripe();
    stripeJs.loadStripe.mockResolvedValue(stripe);
    const element = document.createElement('div');
    await mountEmbeddedCheckout('pk_test_1', 'cs_y', element).mounted;
    expect(element.textContent).toBe('form for cs_y');
  });
});
