import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';

import { aBilling } from '../../../tests/support/domain-factories';
import { createCheckout, type CheckoutDeps } from './create-checkout';

const SHOP = 'https://eshop.test';

const call = {
  authorization: 'Bearer a-token',
  idempotencyKey: 'checkout-key-1',
  origin: SHOP,
  body: {
    products: [{ id: 1, variant: 'Off White', quantity: 1 }],
    billing: aBilling(),
  },
};

/** Dependencies whose database and Stripe fail the test if touched. */
const deps = (overrides: Partial<CheckoutDeps>): CheckoutDeps => ({
  // Stand-ins that must never be reached: these refusals come before any database or Stripe call.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  db: new Proxy({}, { get: () => vi.fn(() => expect.unreachable('the database was used')) }) as Firestore,
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
  stripe: {} as Stripe,
  webhookSecret: 'whsec_configured',
  verifyIdToken: () => Promise.resolve({ uid: 'shopper-1' }),
  allowedOrigins: [SHOP],
  ...overrides,
});

describe('createCheckout before any order is made', () => {
  it('refuses with 503 when Stripe is set up without a webhook secret, touching nothing', async () => {
    const answer = await createCheckout(call, deps({ webhookSecret: undefined }));
    expect(answer).toEqual({
      status: 503,
      body: {
        error: 'Payments are paused: the shop cannot confirm them (no Stripe webhook secret is set).',
        code: 'payments-paused',
      },
    });
  });

  it('refuses with 503 when no Stripe is set up at all', async () => {
    expect((await createCheckout(call, deps({ stripe: null }))).status).toBe(503);
  });
});

describe('createCheckout with a token of an ended session', () => {
  it('refuses with 401 and the code the client signs out on, touching nothing', async () => {
    const revoked = () =>
      Promise.reject(Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' }));
    expect(await createCheckout(call, deps({ verifyIdToken: revoked }))).toEqual({
      status: 401,
      body: { error: 'Your session has ended. Please log in again.', code: 'session-revoked' },
    });
  });
});

describe('createCheckout for an account whose address is not verified', () => {
  const withUnits = (...quantities: number[]) => ({
    ...call,
    body: {
      ...call.body,
      products: quantities.map((quantity, at) => ({ id: at + 1, variant: 'Off White', quantity })),
    },
  });

  it('refuses more than three units with 403 and why, touching nothing', async () => {
    expect(await createCheckout(withUnits(2, 2), deps({}))).toEqual({
      status: 403,
      body: {
        error: 'Verify your email address to check out more than 3 items at once.',
        code: 'verify-email-for-more',
        most: 3,
      },
    });
  });

  it('lets a verified address past that check with the same cart', async () => {
    const verified = () => Promise.resolve({ uid: 'shopper-1', email_verified: true });
    // The next step reads the rate limits: the stand-in database says it was reached.
    await expect(createCheckout(withUnits(2, 2), deps({ verifyIdToken: verified }))).rejects.toThrow(
      'the database was used',
    );
    await expect(createCheckout(withUnits(1, 2), deps({}))).rejects.toThrow('the database was used');
  });
});
