// Payments for the local emulators: real Stripe test mode when STRIPE_SECRET_KEY is set in the
// environment, otherwise the local Stripe stand-in beside the emulators. The functions read the
// keys as secrets (defineSecret, functions/src/config.ts), which the Functions emulator takes from
// functions/.secret.local, so this writes that file from the environment before they start.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { startStripeStandin } from '../stripe-standin.mjs';
import { ROOT } from './run.mjs';
import { STANDIN_WEBHOOK_SECRET } from './stripe-standin-secret.mjs';

/** Where the Functions emulator looks for the functions' secrets (git-ignored). */
export const LOCAL_SECRETS = join(ROOT, 'functions', '.secret.local');
/**
 * The stand-in takes any key, and in the emulator the functions use the stand-in whenever
 * STRIPE_STANDIN_URL is set (functions/src/shared/stripe-client.ts). The file still needs a value:
 * for a secret it lacks or leaves empty, the emulator asks Google Cloud Secret Manager, on every
 * process it starts.
 */
const STANDIN_SECRET_KEY = 'sk_test_eshop_local_standin';

export class PaymentsSetupError extends Error {}

/**
 * Starts the stand-in unless real Stripe is configured, writes the functions' secrets for either,
 * and returns the environment the emulators need, with a `stop` to call when they stop.
 */
export async function startPayments(env) {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) {
      throw new PaymentsSetupError(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: export the whsec_… secret that ' +
          '`stripe listen` prints too, or neither to use the local stand-in.',
      );
    }
    writeLocalSecrets({
      STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    });
    console.log(
      'Payments: Stripe test mode (STRIPE_SECRET_KEY). Forward its webhooks with\n' +
        '  stripe listen --forward-to localhost:5000/api/stripe-webhook',
    );
    return { env, stop: async () => undefined };
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? STANDIN_WEBHOOK_SECRET;
  writeLocalSecrets({ STRIPE_SECRET_KEY: STANDIN_SECRET_KEY, STRIPE_WEBHOOK_SECRET: webhookSecret });
  const standin = await startStripeStandin({ webhookSecret });
  return {
    env: { ...env, STRIPE_STANDIN_URL: standin.url, STRIPE_WEBHOOK_SECRET: webhookSecret },
    stop: standin.close,
    standinUrl: standin.url,
  };
}

/**
 * Writes functions/.secret.local, replacing it whole in one rename: an emulator already running
 * (another terminal's) reads it as each function process starts, and never sees half a file.
 * Left in place on stop, for the same reason.
 */
function writeLocalSecrets(secrets) {
  const text = [
    '# Written by `npm start` and the test runs (scripts/lib/payments.mjs) from the environment;',
    '# export STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to change them. Never commit this file.',
    ...Object.entries(secrets).map(([name, value]) => `${name}=${JSON.stringify(value)}`),
    '',
  ].join('\n');
  if (existsSync(LOCAL_SECRETS) && readFileSync(LOCAL_SECRETS, 'utf8') === text) return;
  const partial = `${LOCAL_SECRETS}.${process.pid}`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, LOCAL_SECRETS);
}
