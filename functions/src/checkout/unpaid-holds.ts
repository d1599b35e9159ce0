import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { UNPAID_IN_A_ROW } from '@/domain/shop-rules';
import { HOLD_MS, STRIPE_MIN_SESSION_MS, UNPAID_WAIT_MS, UNPAID_WINDOW_MS } from '../config';

export { UNPAID_IN_A_ROW };

/*
 * An account whose checkouts keep running out unpaid is slowed: each of them held units nobody
 * else could buy for half an hour. When the account's last UNPAID_IN_A_ROW checkouts, all started
 * within UNPAID_WINDOW_MS, each ran out (its payment page closed at its end, not replaced by the
 * shopper's next checkout nor cancelled), the next may start only UNPAID_WAIT_MS after the last of
 * them ran out (both durations in config.ts). An honest shopper who changes their mind, or whose
 * card fails and who tries again, replaces their checkout rather than letting it run out, and is
 * never slowed.
 */

/**
 * A checkout closed this long before its hold's end, or later, ran out: its payment page closes
 * (Stripe's expiry) two minutes before the hold ends, and the sweep may come later still. One
 * closed earlier was replaced or cancelled by the shopper.
 */
const RAN_OUT_WITHIN_MS = HOLD_MS - STRIPE_MIN_SESSION_MS + 60_000;

/** What this rule reads of one of the account's orders, times in epoch ms. */
export interface PastCheckout {
  status: string;
  createdAtMs: number;
  holdExpiresAtMs: number;
  /** When it was marked expired (its history's `expired` entry), or null. */
  expiredAtMs: number | null;
}

const ranOut = (order: PastCheckout) =>
  order.status === 'expired' &&
  order.expiredAtMs !== null &&
  order.expiredAtMs >= order.holdExpiresAtMs - RAN_OUT_WITHIN_MS;

/**
 * How long the account must still wait before its next checkout (ms, 0 for none), given its most
 * recent orders, newest first.
 */
export function unpaidWait(recent: readonly PastCheckout[], now: number): number {
  const last = recent.slice(0, UNPAID_IN_A_ROW);
  if (last.length < UNPAID_IN_A_ROW) return 0;
  if (!last.every((order) => ranOut(order) && now - order.createdAtMs < UNPAID_WINDOW_MS)) return 0;
  const lastRanOut = Math.max(...last.map((order) => order.expiredAtMs ?? 0));
  return Math.max(0, lastRanOut + UNPAID_WAIT_MS - now);
}

interface StoredPast {
  status?: unknown;
  createdAt?: Timestamp;
  holdExpiresAt?: Timestamp;
  history?: readonly { event?: unknown; at?: unknown }[];
}

const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** The account's wait (unpaidWait) from its newest orders in Firestore. */
export async function unpaidWaitOf(db: Firestore, uid: string, now: number): Promise<number> {
  const { docs } = await db
    .collection('Orders')
    .where('uid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(UNPAID_IN_A_ROW)
    .get();
  const recent = docs.map((doc): PastCheckout => {
    const order = doc.data() as StoredPast;
    const expired = [...(order.history ?? [])].reverse().find((entry) => entry.event === 'expired');
    return {
      status: typeof order.status === 'string' ? order.status : '',
      createdAtMs: millisOf(order.createdAt) ?? 0,
      holdExpiresAtMs: millisOf(order.holdExpiresAt) ?? 0,
      expiredAtMs: expired ? millisOf(expired.at) : null,
    };
  });
  return unpaidWait(recent, now);
}
