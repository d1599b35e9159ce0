import 'fake-indexeddb/auto';

import { describe, expect, it } from 'vitest';

import { aCartLine } from '../../../../tests/support/factories';
import type { Variant } from '@/lib/constants';

import { addLine, lineKey, removeLineAt, stepQuantity } from '../logic/cart-rules';
import type { CartLine } from '../types';
import { aSimulatedAccount, aSimulatedDevice, roundTrip, type SimulatedDevice } from './simulated-devices';

/** How many random histories are tried; each prints its seed when it fails, to be replayed alone. */
const HISTORIES = 30;
const STEPS_PER_DEVICE = 30;

/** A small, seeded random source (mulberry32): the same seed gives the same history. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { chance: (p: number) => next() < p, below: (n: number) => Math.floor(next() * n) };
}

const VARIANTS_USED: Variant[] = ['Off White', 'Jet Black'];
const LINES = [1, 2, 3].flatMap((id) => VARIANTS_USED.map((variant) => aCartLine({ id, variant })));

const quantities = (lines: readonly CartLine[]) =>
  Object.fromEntries(lines.map((line) => [lineKey(line), line.quantity]));

/**
 * The edits a shopper makes, as the cart's rules make them. Both devices add to any line; each
 * takes away or removes only its own half of the lines, so no two concurrent removals ever take
 * away more than the cart holds (a floor at zero would make the order of edits matter).
 */
function randomEdit(random: ReturnType<typeof randomSource>, half: 0 | 1) {
  const line = LINES[random.below(LINES.length)];
  if (!line) throw new Error('No line to edit');
  const owned = LINES.indexOf(line) % 2 === half;
  const at = (lines: CartLine[]) => lines.findIndex((other) => lineKey(other) === lineKey(line));
  const choice = random.below(4);
  const quantity = 1 + random.below(3);
  if (choice === 0 || !owned) return (lines: CartLine[]) => addLine(lines, { ...line, quantity });
  if (choice === 1) return (lines: CartLine[]) => stepQuantity(lines, line.id, line.variant, 1);
  if (choice === 2) return (lines: CartLine[]) => stepQuantity(lines, line.id, line.variant, -1);
  return (lines: CartLine[]) => removeLineAt(lines, at(lines));
}

/** Every edit, as what it changed in the cart of the device it was made on. */
function aLedger() {
  const total = new Map<string, number>();
  return {
    /** Applies `edit` on `device`, noting what it changed there. */
    edit: (device: SimulatedDevice, edit: (lines: CartLine[]) => CartLine[]) =>
      device.edit((lines) => {
        const next = edit(lines);
        const before = quantities(lines);
        const after = quantities(next);
        for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
          total.set(key, (total.get(key) ?? 0) + (after[key] ?? 0) - (before[key] ?? 0));
        return next;
      }),
    /** Every edit applied once, in any order. */
    expected: () => Object.fromEntries([...total].filter(([, quantity]) => quantity > 0).sort()),
  };
}

const sorted = (lines: readonly CartLine[]) => Object.fromEntries(Object.entries(quantities(lines)).sort());

/** One device's part of a history: edits, flushes left running, offline periods, reconnects. */
async function use(device: SimulatedDevice, half: 0 | 1, seed: number, ledger: ReturnType<typeof aLedger>) {
  const random = randomSource(seed);
  const running: Promise<unknown>[] = [];
  for (let step = 0; step < STEPS_PER_DEVICE; step += 1) {
    const roll = random.below(10);
    if (roll < 4) await ledger.edit(device, randomEdit(random, half));
    else if (roll < 6) running.push(device.flush().catch(() => undefined));
    else if (roll === 6) {
      if (random.chance(0.5)) device.goOffline();
      else device.goOnline();
    } else if (roll === 7)
      // What the app does when the connection returns: read the account, then flush.
      running.push(
        device
          .signIn()
          .catch(() => undefined)
          .then(() => device.flush())
          .catch(() => undefined),
      );
    else for (let wait = random.below(4); wait > 0; wait -= 1) await roundTrip();
  }
  await Promise.allSettled(running);
  device.goOnline();
}

/** Flushes until neither device has anything queued, then lets each read the account. */
async function settle(devices: SimulatedDevice[]) {
  for (let round = 0; round < 5; round += 1) {
    const results = [];
    for (const device of devices) results.push(await device.flush());
    if (results.every((result) => result === 'nothing')) break;
  }
  for (const device of devices) await device.signIn();
}

describe('two devices editing one cart, at random', () => {
  it('end with every edit applied once, whatever the interleaving, flush timing and offline periods', async () => {
    for (let history = 1; history <= HISTORIES; history += 1) {
      const account = aSimulatedAccount();
      const devices = [await aSimulatedDevice(account), await aSimulatedDevice(account)] as const;
      await Promise.all(devices.map((device) => device.signIn()));
      const ledger = aLedger();
      await Promise.all([
        use(devices[0], 0, history * 2, ledger),
        use(devices[1], 1, history * 2 + 1, ledger),
      ]);
      await settle([...devices]);

      const where = `history ${history}`;
      expect(sorted(account.cart), where).toEqual(ledger.expected());
      for (const device of devices) {
        expect(sorted(await device.lines()), where).toEqual(ledger.expected());
        expect(await device.queued(), where).toBeUndefined();
      }
    }
  }, 60_000);
});
