// @vitest-environment jsdom
import { createElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { lazyWhenOnline, loadWhenOnline, RETRY_DELAYS_MS } from './load-when-online';

describe('loadWhenOnline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers what the first load gives', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    await expect(loadWhenOnline(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load while offline, loads again once the browser is back online', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const loaded = loadWhenOnline(load);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.at(-1) ?? 0);
    expect(load).toHaveBeenCalledTimes(1); // not again before the connection is back
    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('after a failed load while online', () => {
    it('loads again after each wait in turn, until a load succeeds', async () => {
      const load = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValueOnce('chunk');
      const loaded = loadWhenOnline(load);
      const [first = 0, second = 0] = RETRY_DELAYS_MS;
      await vi.advanceTimersByTimeAsync(first - 1);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(second - 1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      await expect(loaded).resolves.toBe('chunk');
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('never gives up: after the last wait it goes on asking that often', async () => {
      let tries = 0;
      const load = vi.fn(() => (++tries < 8 ? Promise.reject(new Error('gone')) : Promise.resolve('chunk')));
      const settled = vi.fn();
      void loadWhenOnline(load).then(settled, settled);
      const waits = RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0);
      const last = RETRY_DELAYS_MS.at(-1) ?? 0;
      await vi.advanceTimersByTimeAsync(waits);
      expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
      await vi.advanceTimersByTimeAsync(last - 1);
      expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 2);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(last * (8 - RETRY_DELAYS_MS.length - 2));
      expect(load).toHaveBeenCalledTimes(8);
      expect(settled).toHaveBeenCalledWith('chunk');
    });
  });
});

describe('lazyWhenOnline', () => {
  it('draws the component its chunk holds', async () => {
    const Notice = (props: { text: string }) => `notice: ${props.text}`;
    const Lazy = lazyWhenOnline(() => Promise.resolve(Notice));
    const { prelude } = await prerenderToNodeStream(
      createElement(Suspense, { fallback: 'loading' }, createElement(Lazy, { text: 'hello' })),
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain('notice: hello');
    expect(html).not.toContain('loading');
  });
});
