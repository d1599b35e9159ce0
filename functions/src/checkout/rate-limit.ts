import { createHash } from 'node:crypto';

import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { BUCKET_TRIES, type RateLimit } from '../config';

/*
 * Checkout creation, limited per account and per client address: a held unit is a unit
 * nobody else can buy, so a script starting checkouts is a denial of inventory (OWASP OAT-021).
 * A token bucket per key, kept in Firestore so every function instance counts the same calls.
 * The limits, per account and per client address, and why they are what they are: config.ts.
 */

/** What a bucket holds: calls left, as of `atMs`. */
export interface BucketState {
  tokens: number;
  atMs: number;
}

/** One call taken from the bucket, or how many seconds until the next one may be. */
export type Taken = { allowed: true; state: BucketState } | { allowed: false; retryAfterSeconds: number };

/** Takes one call from the bucket as `state` left it (a new bucket is full), refilled up to `now`. */
export function takeCall(limit: RateLimit, state: BucketState | undefined, now: number): Taken {
  const elapsed = state ? Math.max(0, now - state.atMs) : 0;
  const tokens = Math.min(limit.burst, (state?.tokens ?? limit.burst) + (elapsed / 60_000) * limit.perMinute);
  if (tokens >= 1) return { allowed: true, state: { tokens: tokens - 1, atMs: now } };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * 60) / limit.perMinute)) };
}

/**
 * When the bucket, left alone, is full again (epoch ms): from then on it is the same as no bucket
 * (a new one starts full), so Firestore may delete it. Written on it as `expireAt`, the field of
 * the `RateLimits` TTL policy (firestore.indexes.json, set by `npm run deploy`): buckets do not
 * pile up, one per address and account that ever checked out.
 */
export const fullAgainAt = (limit: RateLimit, state: BucketState): number =>
  state.atMs + Math.ceil(((limit.burst - state.tokens) / limit.perMinute) * 60_000);

/** gRPC's FAILED_PRECONDITION: the bucket changed since it was read. */
const FAILED_PRECONDITION = 9;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bucket named `key` (an address or an account), by a hash of the name. */
export const bucketRef = (db: Firestore, key: string) =>
  db.collection('RateLimits').doc(createHash('sha256').update(key).digest('hex').slice(0, 40));

/**
 * Takes one call from the bucket named `key`: read it, then write it back only if nobody wrote it
 * meanwhile (no transaction lock, so a burst on one bucket does not queue for seconds). A bucket
 * still contended after a few tries is answered as empty: the burst it is under is the reason.
 */
export async function takeFromBucket(db: Firestore, key: string, limit: RateLimit, now: () => number) {
  const ref = bucketRef(db, key);
  for (let attempt = 1; attempt <= BUCKET_TRIES; attempt++) {
    const snapshot = await ref.get();
    const taken = takeCall(limit, snapshot.data() as BucketState | undefined, now());
    if (!taken.allowed) return taken;
    const written = { ...taken.state, expireAt: Timestamp.fromMillis(fullAgainAt(limit, taken.state)) };
    try {
      if (snapshot.exists) await ref.update(written, { lastUpdateTime: snapshot.updateTime });
      else await ref.create(written);
      return taken;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // ALREADY_EXISTS (6): a racing call made the bucket first.
      if (code !== FAILED_PRECONDITION && code !== 6) throw error;
      await pause(Math.random() * 20 * attempt);
    }
  }
  return { allowed: false as const, retryAfterSeconds: 1 };
}
