import { describe, expect, it } from 'vitest';

import { fullAgainAt, takeCall, type BucketState } from './rate-limit';

const LIMIT = { burst: 3, perMinute: 2 };

/** Takes calls one after another at the given times (ms), answering which were allowed. */
function calls(times: number[], limit = LIMIT) {
  let state: BucketState | undefined;
  return times.map((now) => {
    const taken = takeCall(limit, state, now);
    if (taken.allowed) state = taken.state;
    return taken.allowed ? 'ok' : `wait ${taken.retryAfterSeconds}`;
  });
}

describe('the checkout rate limit', () => {
  it('allows a burst, then refuses saying how long to wait', () => {
    expect(calls([0, 0, 0, 0])).toEqual(['ok', 'ok', 'ok', 'wait 30']);
  });

  it('gives calls back at its rate, never more than the burst', () => {
    expect(calls([0, 0, 0, 30_000, 30_000])).toEqual(['ok', 'ok', 'ok', 'ok', 'wait 30']);
    expect(calls([0, 0, 0, 10 * 60_000, 10 * 60_000, 10 * 60_000, 10 * 60_000])).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'wait 30',
    ]);
    // Part of a call back shortens the wait.
    expect(calls([0, 0, 0, 15_000])).toEqual(['ok', 'ok', 'ok', 'wait 15']);
    expect(calls([0, 0, 0, 29_500])).toEqual(['ok', 'ok', 'ok', 'wait 1']);
  });

  it('starts a new bucket full, and does not refill for a clock that went back', () => {
    expect(takeCall(LIMIT, undefined, 5)).toEqual({ allowed: true, state: { tokens: 2, atMs: 5 } });
    expect(takeCall(LIMIT, { tokens: 0.5, atMs: 60_000 }, 0)).toEqual({
      allowed: false,
      retryAfterSeconds: 15,
    });
  });

  it('expires a bucket when it would be full again, the same as no bucket', () => {
    // Three calls at 0 leave it empty: 3 calls back at 2 a minute is 90 s.
    let state: BucketState | undefined;
    for (const now of [0, 0, 0]) {
      const taken = takeCall(LIMIT, state, now);
      if (taken.allowed) state = taken.state;
    }
    expect(state && fullAgainAt(LIMIT, state)).toBe(90_000);
    // Then it answers as a new bucket would: deleting it changes nothing.
    expect(takeCall(LIMIT, state, 90_000)).toEqual(takeCall(LIMIT, undefined, 90_000));
    expect(takeCall(LIMIT, state, 89_000)).not.toEqual(takeCall(LIMIT, undefined, 89_000));
    const afterOne = takeCall(LIMIT, undefined, 5_000);
    expect(afterOne.allowed && fullAgainAt(LIMIT, afterOne.state)).toBe(5_000 + 30_000);
  });
});
