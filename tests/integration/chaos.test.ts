import { describe, expect, it } from 'vitest';

import { revokedAdmin } from '../../scripts/chaos/revoked-admin';
import { disorderedWebhooks, raceForLastUnits } from '../../scripts/chaos/scenarios';
import { resetWith } from '../support/emulators';

/*
 * The key cases of `npm run chaos` (scripts/chaos.ts), in the sizes `npm test` can afford: each
 * scenario makes its own product and shoppers, injects its fault and reports the invariants it
 * found broken. The Functions crash scenario runs only in `npm run chaos`: every request a killed
 * worker held waits out the Hosting emulator's 60 s proxy timeout.
 */
describe('stock and payments under faults', () => {
  it('sells the last 3 units to exactly 3 of 10 shoppers racing for them, and tells the rest', async () => {
    await resetWith([]);
    const outcome = await raceForLastUnits(990_201, 10, 3);
    console.log(outcome.name, outcome.figures);
    expect(outcome.broken).toEqual([]);
    expect(outcome.figures).toMatchObject({
      'sent to pay': 3,
      'told it is gone': 7,
      sold: 3,
      'final stock': 0,
    });
  }, 120_000);

  it('takes each payment once when webhooks come twice, out of order and late', async () => {
    await resetWith([]);
    const outcome = await disorderedWebhooks(990_202, 5);
    console.log(outcome.name, outcome.figures);
    expect(outcome.broken).toEqual([]);
  }, 120_000);

  it('refuses every read of an admin’s old token once its role is taken, however many are in flight', async () => {
    await resetWith([]);
    const outcome = await revokedAdmin(990_203, 10);
    console.log(outcome.name, outcome.figures);
    expect(outcome.broken).toEqual([]);
    expect(outcome.figures).toMatchObject({
      'reads as admin (allowed)': 10,
      'reads with the old token afterwards (refused)': 10,
    });
  }, 120_000);
});
