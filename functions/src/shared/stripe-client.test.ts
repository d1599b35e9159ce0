import { describe, expect, it } from 'vitest';

import { STANDIN_WEBHOOK_SECRET } from '../../../scripts/lib/stripe-standin-secret.mjs';

import { payments } from './stripe-client';

describe('which Stripe the functions use', () => {
  it('uses the local stand-in in the emulator when its address is set, whatever key the secrets hold', () => {
    // The emulator reads the secrets from functions/.secret.local, which holds a placeholder key
    // when the stand-in is used (scripts/lib/payments.mjs): the key must not send calls to Stripe.
    const configured = payments({
      emulator: true,
      standinUrl: 'http://127.0.0.1:12111',
      secretKey: 'sk_test_eshop_local_standin',
      webhookSecret: STANDIN_WEBHOOK_SECRET,
    });
    expect(configured?.provider).toBe('stand-in');
    expect(configured?.webhookSecret).toBe(STANDIN_WEBHOOK_SECRET);
  });

  it('uses real Stripe with the secret key and webhook secret once deployed', () => {
    const configured = payments({
      emulator: false,
      standinUrl: undefined,
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
    });
    expect(configured?.provider).toBe('stripe');
    expect(configured?.webhookSecret).toBe('whsec_x');
  });

  it('never reaches for the stand-in outside the emulator, and is off with no key', () => {
    expect(
      payments({ emulator: false, standinUrl: 'http://127.0.0.1:12111', secretKey: '', webhookSecret: '' }),
    ).toBeNull();
    // An unset secret reads as '' (defineSecret's value()): no webhook secret, so checkouts answer 503.
    expect(
      payments({ emulator: false, standinUrl: undefined, secretKey: 'sk_live_y', webhookSecret: '' })
        ?.webhookSecret,
    ).toBeUndefined();
  });
});
