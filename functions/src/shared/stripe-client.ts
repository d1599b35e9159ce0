import Stripe from 'stripe';

import { STANDIN_WEBHOOK_SECRET } from '../../../scripts/lib/stripe-standin-secret.mjs';

export interface Payments {
  stripe: Stripe;
  /** Verifies webhook signatures; undefined when real Stripe is used without one configured. */
  webhookSecret: string | undefined;
  provider: 'stripe' | 'stand-in';
}

let cached: { key: string; payments: Payments | null } | undefined;

/**
 * Stripe as this deployment is configured: in the emulator with STRIPE_STANDIN_URL (set when no
 * real key was given, scripts/lib/payments.mjs), the local stand-in there, driven by the same SDK;
 * otherwise real Stripe (test or live) with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the
 * functions' secrets, see index.ts). Null when neither is set: payments are off.
 */
export function payments(env: NodeJS.ProcessEnv = process.env): Payments | null {
  const key = [env.STRIPE_SECRET_KEY, env.STRIPE_STANDIN_URL, env.FUNCTIONS_EMULATOR].join('|');
  if (cached?.key === key) return cached.payments;
  let result: Payments | null = null;
  if (env.FUNCTIONS_EMULATOR === 'true' && env.STRIPE_STANDIN_URL) {
    const url = new URL(env.STRIPE_STANDIN_URL);
    result = {
      stripe: new Stripe('sk_test_eshop_local_standin', {
        host: url.hostname,
        port: url.port,
        protocol: url.protocol === 'http:' ? 'http' : 'https',
        maxNetworkRetries: 2,
      }),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || STANDIN_WEBHOOK_SECRET,
      provider: 'stand-in',
    };
  } else if (env.STRIPE_SECRET_KEY) {
    result = {
      stripe: new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2 }),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      provider: 'stripe',
    };
  }
  cached = { key, payments: result };
  return result;
}
