// @vitest-environment jsdom
import { createElement, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

import { lazyWhenOnline, loadWhenOnline } from './load-when-online';

describe('loadWhenOnline', () => {
  it('answers what the first load gives', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    await expect(loadWhenOnline(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, loads again once the browser is back online', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const loaded = loadWhenOnline(load);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(load).toHaveBeenCalledTimes(1); // not again before the connection is back
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails when the load after reconnecting fails too', async () => {
    const load = vi.fn(() => Promise.reject(new Error('gone')));
    const loaded = loadWhenOnline(load);
    await new Promise((settled) => setTimeout(settled, 0));
    window.dispatchEvent(new Event('online'));
    await expect(loaded).rejects.toThrow('gone');
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
