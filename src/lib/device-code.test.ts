import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { deviceCode } from './device-code';
import { laterChunksWaitFor, RETRY_DELAYS_MS } from './lazy-loaded';

const module = { store: 'cart' };
const offline = (): Promise<typeof module> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

afterEach(() => {
  vi.useRealTimers();
});

describe('code that keeps changes on the device', () => {
  it('is fetched once however often it is asked for, and is there at once after', async () => {
    const fetch = vi.fn(() => Promise.resolve(module));
    const code = deviceCode(fetch);
    expect(code.loaded()).toBeUndefined();
    await Promise.all([code.load(), code.load(), code.loadedOrMissing()]);
    expect(code.loaded()).toBe(module);
    await expect(code.loadedOrMissing()).resolves.toBe(module);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('comes without waiting for what later drawing chunks wait for (a language’s whole catalog)', async () => {
    laterChunksWaitFor(() => new Promise(() => {}));
    onTestFinished(() => laterChunksWaitFor(() => Promise.resolve()));
    const code = deviceCode(() => Promise.resolve(module));
    await expect(code.loadedOrMissing()).resolves.toBe(module);
  });

  it("answers 'missing' as soon as a fetch fails, and rejects an attempt, rather than wait for the connection", async () => {
    const code = deviceCode(vi.fn(offline));
    await expect(code.loadedOrMissing()).resolves.toBe('missing');
    await expect(code.attempt()).rejects.toThrow(/could not be fetched/);
  });

  it('tries once more when asked after a miss, and keeps what arrives', async () => {
    const fetch = vi.fn(offline);
    const code = deviceCode(fetch);
    await expect(code.loadedOrMissing()).resolves.toBe('missing');
    fetch.mockResolvedValue(module);
    await expect(code.loadedOrMissing()).resolves.toBe(module);
    expect(code.loaded()).toBe(module);
  });

  it('goes on fetching after a miss until the code comes, and then resolves load()', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(offline);
    const code = deviceCode(fetch);
    const loaded = code.load();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] ?? 0);
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockResolvedValue(module);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] ?? 0);
    await expect(loaded).resolves.toBe(module);
    expect(code.loaded()).toBe(module);
  });
});
