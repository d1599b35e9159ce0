// Test support: random histories of one shopper's devices editing their cart, and
// what the account must hold afterwards. Both the property test (an account in memory) and the
// chaos test against Firestore (tests/integration/cart-devices-chaos.test.ts) play them.
import type { CartLine } from '@/features/cart';
import { addLine, lineKey, removeLineAt, stepQuantity } from '@/features/cart/logic/cart-rules';

import type { SimulatedDevice } from './simulated-devices';

/** A small, seeded random source (mulberry32): the same seed gives the same history. */
export function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { chance: (p: number) => next() < p, below: (n: number) => Math.floor(next() * n) };
}

export type RandomSource = ReturnType<typeof randomSource>;

/** Which half of the cart's lines a device may take away from. */
export type Half = 0 | 1;

const quantities = (lines: readonly CartLine[]) =>
  Object.fromEntries(lines.map((line) => [lineKey(line), line.quantity]));

/** A cart as `{ 'id:variant': quantity }`, in key order: two carts with the same lines compare equal. */
export const byLine = (lines: readonly CartLine[]) =>
  Object.fromEntries(Object.entries(quantities(lines)).sort());

/**
 * The edits a shopper makes, as the cart's rules make them, on one of `lines`. Every device adds
 * to any line; each takes away or removes only its own half of the lines, so no two concurrent
 * removals ever take away more than the cart holds (a floor at zero would make the order of edits
 * matter).
 */
function randomEdit(random: RandomSource, lines: readonly CartLine[], half: Half) {
  const line = lines[random.below(lines.length)];
  if (!line) throw new Error('No line to edit');
  const owned = lines.indexOf(line) % 2 === half;
  const at = (cart: CartLine[]) => cart.findIndex((other) => lineKey(other) === lineKey(line));
  const choice = random.below(4);
  const quantity = 1 + random.below(3);
  if (choice === 0 || !owned) return (cart: CartLine[]) => addLine(cart, { ...line, quantity });
  if (choice === 1) return (cart: CartLine[]) => stepQuantity(cart, line.id, line.variant, 1);
  if (choice === 2) return (cart: CartLine[]) => stepQuantity(cart, line.id, line.variant, -1);
  return (cart: CartLine[]) => removeLineAt(cart, at(cart));
}

export type Ledger = ReturnType<typeof aLedger>;

/** Every edit, as what it changed in the cart of the device it was made on. */
export function aLedger() {
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
    /** Every edit applied once, in any order, as `byLine` shows a cart. */
    expected: () => Object.fromEntries([...total].filter(([, quantity]) => quantity > 0).sort()),
  };
}

/** How a history is paced: how long it goes on, and how a device waits between its steps. */
export interface Pace {
  goOn: (step: number) => boolean;
  pause: (random: RandomSource) => Promise<void>;
}

/** What one device did in a history. */
export interface HistoryFigures {
  edits: number;
  /** Flushes begun, on their own or after a reconnect's read. */
  flushes: number;
  failedFlushes: number;
  reconnects: number;
  offlinePeriods: number;
  /** Why flushes and reconnects failed, with how often. */
  failures: Map<string, number>;
}

/**
 * One device's part of a history: edits on `lines` (taking away only from its `half`), flushes
 * left running, offline periods and reconnects, drawn from `seed`. Ends online, once every flush
 * it began has ended.
 */
export async function playHistory(
  device: SimulatedDevice,
  {
    lines,
    half,
    seed,
    ledger,
    pace,
  }: { lines: readonly CartLine[]; half: Half; seed: number; ledger: Ledger; pace: Pace },
): Promise<HistoryFigures> {
  const random = randomSource(seed);
  const figures: HistoryFigures = {
    edits: 0,
    flushes: 0,
    failedFlushes: 0,
    reconnects: 0,
    offlinePeriods: 0,
    failures: new Map(),
  };
  const failed = (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    figures.failures.set(reason, (figures.failures.get(reason) ?? 0) + 1);
  };
  const flush = () => {
    figures.flushes += 1;
    return device.flush().then(
      () => undefined,
      (error: unknown) => {
        figures.failedFlushes += 1;
        failed(error);
      },
    );
  };
  let online = true;
  const running: Promise<unknown>[] = [];
  for (let step = 0; pace.goOn(step); step += 1) {
    const roll = random.below(10);
    if (roll < 4) {
      await ledger.edit(device, randomEdit(random, lines, half));
      figures.edits += 1;
    } else if (roll < 6) {
      running.push(flush());
    } else if (roll === 6) {
      if (random.chance(0.5)) {
        if (online) figures.offlinePeriods += 1;
        online = false;
        device.goOffline();
      } else {
        online = true;
        device.goOnline();
      }
    } else if (roll === 7) {
      // What the app does when the connection returns: read the account, then flush.
      running.push(device.signIn().catch(failed).then(flush));
      figures.reconnects += 1;
    } else await pace.pause(random);
  }
  await Promise.allSettled(running);
  device.goOnline();
  return figures;
}

/** Flushes until no device has anything queued, then lets each read the account. */
export async function settle(devices: readonly SimulatedDevice[]) {
  for (let round = 0; round < 5; round += 1) {
    const results = [];
    for (const device of devices) results.push(await device.flush());
    if (results.every((result) => result === 'nothing')) break;
  }
  for (const device of devices) await device.signIn();
}
