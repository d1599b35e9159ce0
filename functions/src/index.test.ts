// The functions as `firebase deploy` reads them: each export's endpoint, which names its limits and
// the secrets it is given.
import { describe, expect, it } from 'vitest';

import * as deployed from './index';

interface Endpoint {
  availableMemoryMb: number | null;
  timeoutSeconds: number | null;
  maxInstances: number | null;
  secretEnvironmentVariables?: { key: string }[];
}

const endpoints = Object.entries(deployed).map(
  ([name, handler]) => [name, (handler as unknown as { __endpoint: Endpoint }).__endpoint] as const,
);

/** The functions that call Stripe. */
const STRIPE_CALLERS = [
  'createCheckoutSession',
  'cancelCheckout',
  'desk',
  'stripeWebhook',
  'sweepHolds',
  'sweepHoldsNow',
];

describe('the deployed functions', () => {
  it('each have a ceiling on instances, a memory size and a timeout', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [name, endpoint] of endpoints) {
      expect(endpoint.maxInstances, name).toBeGreaterThan(0);
      expect(endpoint.availableMemoryMb, name).toBeGreaterThan(0);
      expect(endpoint.timeoutSeconds, name).toBeGreaterThan(0);
    }
  });

  it("give Stripe's secret key and webhook secret, from Secret Manager, to the functions that call Stripe and no other", () => {
    for (const [name, endpoint] of endpoints) {
      const secrets = (endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key).sort();
      expect(secrets, name).toEqual(
        STRIPE_CALLERS.includes(name) ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] : [],
      );
    }
  });
});
