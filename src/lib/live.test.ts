import { afterEach, describe, expect, it } from 'vitest';

import { LIVE_MARK, liveAt, markLive } from './live';

describe('the live mark', () => {
  afterEach(() => performance.clearMarks(LIVE_MARK));

  it('is unset until the page goes live', () => {
    expect(liveAt()).toBeUndefined();
  });

  it('keeps the first time the page went live', async () => {
    markLive();
    const first = liveAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    markLive(); // a second effect run (StrictMode) does not move it
    expect(first).toBeTypeOf('number');
    expect(liveAt()).toBe(first);
  });
});
