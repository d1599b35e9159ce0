import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createOutboxFlusher, exclusiveRunner, retryDelayMs } from './outbox';

describe('retry backoff', () => {
  it('doubles from 1 s and stays at a minute', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('is the same in a module loaded afresh', async () => {
    // The cart's modules load this one inside their tests; loading it here too makes the
    // mutation run (stryker.config.mjs) count this test among those that cover its definition.
    vi.resetModules();
    const fresh = await import('./outbox');
    expect([0, 1, 6].map(fresh.retryDelayMs)).toEqual([1000, 2000, 60_000]);
  });
});

describe('an exclusive runner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs one task at a time, in the order they came, a failed one not stopping the next', async () => {
    const exclusive = exclusiveRunner('test-lock');
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      };
    const first = exclusive(task('first', true));
    const second = exclusive(task('second'));
    await expect(first).rejects.toThrow('first');
    await expect(second).resolves.toBe('second');
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('holds the Web Lock of its name across tabs where there is one', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(exclusiveRunner('eshop-cart-flush')(() => Promise.resolve(3))).resolves.toBe(3);
    expect(request).toHaveBeenCalledWith('eshop-cart-flush', expect.any(Function));
  });
});

describe('an outbox flusher', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const flusher = (flush: (uid: string) => Promise<unknown>) =>
    createOutboxFlusher(flush, () => online, 'the test');

  it('flushes for the shopper it is started for', async () => {
    const flush = vi.fn(() => Promise.resolve());
    flusher(flush).start('uid-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledWith('uid-1');
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('retries a failed flush after 1 s, 2 s, 4 s, and starts again from 1 s once one goes through', async () => {
    let failures = 3;
    const flush = vi.fn(() => (failures-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const outbox = flusher(flush);
    outbox.start('uid-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      'Saving the test to the account failed; retrying.',
      expect.any(Error),
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(flush).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(flush).toHaveBeenCalledTimes(4); // this one goes through
    await vi.advanceTimersByTimeAsync(120_000);
    expect(flush).toHaveBeenCalledTimes(4);

    failures = 1;
    outbox.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(6);
  });

  it('writes nothing offline, and flushes when poked back online', async () => {
    online = false;
    const flush = vi.fn(() => Promise.resolve());
    const outbox = flusher(flush);
    outbox.start('uid-1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flush).not.toHaveBeenCalled();
    online = true;
    outbox.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledWith('uid-1');
  });

  it('a poke flushes at once, without waiting out the backoff', async () => {
    const flush = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const outbox = flusher(flush);
    outbox.start('uid-1');
    await vi.advanceTimersByTimeAsync(0);
    outbox.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(flush).toHaveBeenCalledTimes(2); // the pending retry was replaced by the poke
  });

  it('writes nothing more once stopped (signed out), nor retries a flush that failed meanwhile', async () => {
    let fail: (error: Error) => void = () => undefined;
    const flush = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const outbox = flusher(flush);
    outbox.start('uid-1');
    await vi.advanceTimersByTimeAsync(0);
    outbox.stop();
    fail(new Error('late'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(flush).toHaveBeenCalledTimes(1);
    outbox.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('stops a pending retry at sign-out', async () => {
    const flush = vi.fn(() => Promise.reject(new Error('down')));
    const outbox = flusher(flush);
    outbox.start('uid-1');
    await vi.advanceTimersByTimeAsync(0);
    outbox.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('by default follows the browser’s connection and names the cart in the log', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const flush = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const outbox = createOutboxFlusher(flush);
    outbox.start('uid-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    outbox.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenCalledWith('uid-1');
    expect(console.warn).toHaveBeenCalledWith(
      'Saving the cart to the account failed; retrying.',
      expect.any(Error),
    );
    vi.unstubAllGlobals();
  });

  it('restarts the backoff for the next shopper', async () => {
    const flush = vi.fn(() => Promise.reject(new Error('down')));
    const outbox = flusher(flush);
    outbox.start('uid-1');
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(flush).toHaveBeenCalledTimes(3);
    outbox.stop();
    outbox.start('uid-2');
    await vi.advanceTimersByTimeAsync(0);
    expect(flush).toHaveBeenLastCalledWith('uid-2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(flush).toHaveBeenCalledTimes(5);
  });
});
