import Stripe from 'stripe';

import { STANDIN_WEBHOOK_SECRET } from '../../../scripts/lib/stripe-standin-secret.mjs';

export interface Payments {
  stripe: Stripe;
  /** Verifies webhook signatures; undefined when real Stripe is used without one configured. */
  webhookSecret: string | undefined;
  provider: 'stripe' | 'stand-in';
}

/** What chooses Stripe: the functions' settings (config.ts) and the secrets' values. */
export interface StripeKeys {
  /** Running in the Functions emulator: only there may the stand-in be used. */
  emulator: boolean;
  /** The local stand-in's address (`STRIPE_STANDIN_URL`), set by `npm start` and the test runs. */
  standinUrl: string | undefined;
  /** The secret `STRIPE_SECRET_KEY`; an unset secret reads as ''. */
  secretKey: string | undefined;
  /** The secret `STRIPE_WEBHOOK_SECRET`; an unset secret reads as ''. */
  webhookSecret: string | undefined;
}

let cached: { key: string; payments: Payments | null } | undefined;

/**
 * Stripe as this deployment is configured: in the emulator with a stand-in address (set when no
 * real key was given, scripts/lib/payments.mjs), the local stand-in there, driven by the same SDK;
 * otherwise real Stripe (test or live) with the secret key and webhook secret (the functions'
 * secrets, config.ts). Null when neither is set: payments are off.
 */
export function payments(keys: StripeKeys): Payments | null {
  const key = [keys.secretKey, keys.standinUrl, keys.emulator].join('|');
  if (cached?.key === key) return cached.payments;
  let result: Payments | null = null;
  if (keys.emulator && keys.standinUrl) {
    const url = new URL(keys.standinUrl);
    result = {
      stripe: new Stripe('sk_test_eshop_local_standin', {
        host: url.hostname,
        port: url.port,
        protocol: url.protocol === 'http:' ? 'http' : 'https',
        maxNetworkRetries: 2,
      }),
      webhookSecret: keys.webhookSecret || STANDIN_WEBHOOK_SECRET,
      provider: 'stand-in',
    };
  } else if (keys.secretKey) {
    result = {
      stripe: new Stripe(keys.secretKey, { maxNetworkRetries: 2 }),
      webhookSecret: keys.webhookSecret || undefined,
      provider: 'stripe',
    };
  }
  cached = { key, payments: result };
  return result;
}
