// The checkout's per-address limit as the function applies it, on the Firestore emulator: the
// account's bucket is charged first, and a call that did not come through the shop's address is
// refused (functions/src/checkout/client-address.ts).
import { describe, expect, it } from 'vitest';

import { bucketRef } from '../../functions/src/checkout/rate-limit';
import { createCheckout } from '../../functions/src/checkout/create-checkout';
import { adminFirestore } from '../../scripts/lib/admin-firestore';
import { cartOf, SITE, standinStripe } from '../../scripts/lib/shop-client';
import { aBilling } from '../support/factories';

const db = adminFirestore();

/** A checkout call from `clientAddress` by an account already past its limit (a burst of 0). */
const refusedAccountCall = (clientAddress: string | null) =>
  createCheckout(
    {
      authorization: 'Bearer a-token',
      idempotencyKey: 'address-check-0001',
      origin: SITE,
      body: { products: cartOf({ id: 1001, quantity: 1 }), billing: aBilling() },
      clientAddress,
    },
    {
      db,
      // The stand-in's: both calls are answered before any payment is asked for.
      stripe: standinStripe(),
      webhookSecret: 'whsec_test',
      verifyIdToken: () => Promise.resolve({ uid: `address-check-${Date.now()}` }),
      allowedOrigins: [SITE],
      limits: { account: { burst: 0, perMinute: 1 }, address: { burst: 5, perMinute: 1 } },
    },
  );

describe("the checkout's per-address limit", () => {
  it("does not drain an address's bucket for an account already refused: many shoppers share it", async () => {
    const address = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const answer = await refusedAccountCall(address);
    expect(answer.status).toBe(429);
    expect((await bucketRef(db, `address:${address}`).get()).exists).toBe(false);
  });

  it('refuses a call that did not come through the shop’s address', async () => {
    const answer = await refusedAccountCall(null);
    expect(answer).toMatchObject({ status: 403, body: { code: 'foreign-origin' } });
  });
});
