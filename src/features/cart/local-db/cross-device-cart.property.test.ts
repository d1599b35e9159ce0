import 'fake-indexeddb/auto';

import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import {
  aLedger,
  byLine,
  playHistory,
  settle,
  type Pace,
} from '../../../../tests/support/random-cart-histories';
import { aSimulatedAccount, aSimulatedDevice, roundTrip } from '../../../../tests/support/simulated-devices';
import type { Variant } from '@/domain/shop-rules';

/** How many random histories are tried; each prints its seed when it fails, to be replayed alone. */
const HISTORIES = 30;
const STEPS_PER_DEVICE = 30;

const VARIANTS_USED: Variant[] = ['Off White', 'Jet Black'];
const LINES = [1, 2, 3].flatMap((id) => VARIANTS_USED.map((variant) => aCartLine({ id, variant })));

/** Steps counted, and waits of a few round trips. */
const pace: Pace = {
  goOn: (step) => step < STEPS_PER_DEVICE,
  pause: async (random) => {
    for (let wait = random.below(4); wait > 0; wait -= 1) await roundTrip();
  },
};

describe('two devices editing one cart, at random', () => {
  it('end with every edit applied once, whatever the interleaving, flush timing and offline periods', async () => {
    for (let history = 1; history <= HISTORIES; history += 1) {
      const account = aSimulatedAccount();
      const devices = [await aSimulatedDevice(account), await aSimulatedDevice(account)] as const;
      await Promise.all(devices.map((device) => device.signIn()));
      const ledger = aLedger();
      await Promise.all([
        playHistory(devices[0], { lines: LINES, half: 0, seed: history * 2, ledger, pace }),
        playHistory(devices[1], { lines: LINES, half: 1, seed: history * 2 + 1, ledger, pace }),
      ]);
      await settle(devices);

      const where = `history ${history}`;
      expect(byLine(account.cart), where).toEqual(ledger.expected());
      for (const device of devices) {
        expect(byLine(await device.lines()), where).toEqual(ledger.expected());
        expect(await device.queued(), where).toBeUndefined();
      }
    }
  }, 60_000);
});
