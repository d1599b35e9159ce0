import type { CartLine } from '../types';
import { sameCart } from './cart-merge';

/** What this device remembers of its last agreement with the account (its owner record). */
export interface SyncMemory {
  /** The cart this device and the account last agreed on. */
  synced: readonly CartLine[];
  /** Writes begun since then: what each wrote, and this device's cart that went into it. */
  attempts?: readonly { written: readonly CartLine[]; local: readonly CartLine[] }[] | undefined;
}

/**
 * The base for mergeCarts(server, local, base): what this device's lines are to be compared with
 * to know what it changed. Normally the cart it last agreed on with the account. But a write may
 * land on the account and its page close before noting it: when the account holds exactly a cart
 * this device began writing, that write landed, and the device's cart that went into it is the
 * base, or its changes would be applied twice. The latest such write wins, being the likeliest to
 * be the one the account holds. Nothing remembered (a first sign-in whose read failed) gives an
 * empty base: the two carts then add up, and nothing is lost.
 */
export function mergeBase(server: readonly CartLine[], memory: SyncMemory | undefined): readonly CartLine[] {
  if (!memory) return [];
  const attempts = memory.attempts ?? [];
  for (let at = attempts.length - 1; at >= 0; at -= 1) {
    const attempt = attempts[at];
    if (attempt && sameCart(attempt.written, server)) return attempt.local;
  }
  return memory.synced;
}
