import { describe, expect, it, vi } from 'vitest';

import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once, however often and however early it is asked', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const once = loadOnce(load);
    const [first, second] = await Promise.all([once(), once()]);
    await expect(once()).resolves.toBe('chunk');
    expect([first, second]).toEqual(['chunk', 'chunk']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load, and keeps the load that succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('chunk');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toBe('chunk');
    await expect(once()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares a failure among the calls made while it was under way', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<string>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const once = loadOnce(load);
    const both = Promise.allSettled([once(), once()]);
    fail(new Error('offline'));
    expect((await both).map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
