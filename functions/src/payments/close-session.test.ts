import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

import { expireAtStripe } from './close-session';

/** A Stripe whose expire refuses (another request closed the session first) or answers. */
function stripeWith(expire: () => Promise<unknown>, statusAfter: Stripe.Checkout.Session.Status) {
  return {
    checkout: {
      sessions: { expire, retrieve: () => Promise.resolve({ id: 'cs_1', status: statusAfter }) },
    },
  } as unknown as Stripe;
}

const refused = () => Promise.reject(new Error('Only open sessions can be expired; this one is expired.'));

describe('expireAtStripe', () => {
  it('answers the status the expire left', async () => {
    const stripe = stripeWith(() => Promise.resolve({ id: 'cs_1', status: 'expired' }), 'expired');
    await expect(expireAtStripe(stripe, 'cs_1')).resolves.toEqual({ status: 'expired', ours: true });
  });

  it('takes a session another request expired first as expired, not as a failure', async () => {
    await expect(expireAtStripe(stripeWith(refused, 'expired'), 'cs_1')).resolves.toEqual({
      status: 'expired',
      ours: false,
    });
  });

  it('says complete when a payment got in before the expire', async () => {
    await expect(expireAtStripe(stripeWith(refused, 'complete'), 'cs_1')).resolves.toEqual({
      status: 'complete',
      ours: false,
    });
  });

  it('fails when the session is still open after a refused expire', async () => {
    await expect(expireAtStripe(stripeWith(refused, 'open'), 'cs_1')).rejects.toThrow('Only open sessions');
  });
});
