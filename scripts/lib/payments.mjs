// Payments for the local emulators: real Stripe test mode when STRIPE_SECRET_KEY is set in the
// environment (the functions read it, and STRIPE_WEBHOOK_SECRET, from the emulator's environment),
// otherwise the local Stripe stand-in beside the emulators.
import { startStripeStandin } from '../stripe-standin.mjs';
import { STANDIN_WEBHOOK_SECRET } from './stripe-standin-secret.mjs';

/**
 * Starts the stand-in unless real Stripe is configured, and returns the environment the emulators
 * need to reach it, with a `stop` to call when they stop.
 */
export async function startPayments(env) {
  if (env.STRIPE_SECRET_KEY) {
    console.log(
      'Payments: Stripe test mode (STRIPE_SECRET_KEY). Forward its webhooks with\n' +
        '  stripe listen --forward-to localhost:5000/api/stripe-webhook',
    );
    return { env, stop: async () => undefined };
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? STANDIN_WEBHOOK_SECRET;
  const standin = await startStripeStandin({ webhookSecret });
  return {
    env: { ...env, STRIPE_STANDIN_URL: standin.url, STRIPE_WEBHOOK_SECRET: webhookSecret },
    stop: standin.close,
    standinUrl: standin.url,
  };
}
