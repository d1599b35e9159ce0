import { createHash } from 'node:crypto';

import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/*
 * Checkout creation, limited per account and per client address (issue 43): a held unit is a unit
 * nobody else can buy, so a script starting checkouts is a denial of inventory (OWASP OAT-021).
 * A token bucket per key, kept in Firestore so every function instance counts the same calls.
 */

/** A bucket holds at most `burst` calls and gains `perMinute` back each minute. */
export interface RateLimit {
  burst: number;
  perMinute: number;
}

/**
 * Per account: a shopper may retry, change the cart and check out again a few times in a row
 * (each new checkout releases the one before, create-checkout.ts), then one a minute: no honest shopper
 * needs more, and each call asks Stripe for a session.
 */
export const ACCOUNT_LIMIT: RateLimit = { burst: 10, perMinute: 1 };

/**
 * Per client address: an office or a campus behind one address is many shoppers, so more room
 * than one account gets; a script with many free accounts behind one address still holds at most
 * this many new checkouts a minute. Both numbers can be set for the functions' environment
 * (`CHECKOUT_ADDRESS_BURST`, `CHECKOUT_ADDRESS_PER_MINUTE`): a load test from one machine needs more.
 */
export const ADDRESS_LIMIT: RateLimit = { burst: 30, perMinute: 6 };

/** The limit from the environment where both numbers there are positive, else `fallback`. */
export function limitFrom(
  burst: string | undefined,
  perMinute: string | undefined,
  fallback: RateLimit,
): RateLimit {
  const limit = { burst: Number(burst), perMinute: Number(perMinute) };
  return limit.burst >= 1 && limit.perMinute > 0 ? limit : fallback;
}

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

/** The client's address: the one the last trusted proxy saw, from X-Forwarded-For and the socket. */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
) {
  const hops = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean),
    ...(socketAddress ? [socketAddress] : []),
  ];
  // Each trusted proxy appended the address it was called from; anything further left was sent
  // by the client itself and could be made up.
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? 'unknown';
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
/** Tries before a bucket that keeps changing under a burst counts as empty. */
const TRIES = 6;

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
  for (let attempt = 1; attempt <= TRIES; attempt++) {
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
