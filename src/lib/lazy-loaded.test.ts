// @vitest-environment jsdom
import { createElement, isValidElement, Suspense, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import {
  laterChunksWaitFor,
  lazyLoaded,
  lazyWhenOnline,
  loadCodeWhenOnline,
  loadWhenOnline,
  RETRY_DELAYS_MS,
} from './lazy-loaded';
import { eventually } from '../../tests/support/eventually';

const Card = (props: { id: number }) => `card ${props.id}`;

/** The HTML React draws for `element` once everything it waits for has arrived. */
async function drawn(element: ReactElement) {
  let html = '';
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(createElement(Suspense, { fallback: 'loading' }, element), {
      onAllReady: () =>
        stream.pipe(
          new Writable({
            write: (chunk, _encoding, next) => {
              html += String(chunk);
              next();
            },
            final: (done) => {
              done();
              resolve();
            },
          }),
        ),
      onError: reject,
    });
  });
  return html;
}

describe('a component from its own chunk', () => {
  it('loads its chunk once, however often it is asked for, and picks the component from it', async () => {
    const load = vi.fn(() => Promise.resolve({ Card }));
    const { preload } = lazyLoaded(load, (module) => module.Card);
    const [first, second] = await Promise.all([preload(), preload()]);
    expect(first).toBe(Card);
    expect(second).toBe(Card);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a failed load (a flaky link)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Card });
    const { preload } = lazyLoaded(load, (module: { Card: typeof Card }) => module.Card);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Card);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is drawn at once, with its props, once loaded; lazily before', async () => {
    const { Component, preload } = lazyLoaded(
      () => Promise.resolve({ Card }),
      (module) => module.Card,
    );
    const before = Component({ id: 1 }) as unknown as ReactElement<{ id: number }>;
    expect(isValidElement(before)).toBe(true);
    expect(before.type).not.toBe(Card);
    expect(before.props).toEqual({ id: 1 });
    await preload();
    const after = Component({ id: 2 }) as unknown as ReactElement<{ id: number }>;
    expect(after.type).toBe(Card);
    expect(after.props).toEqual({ id: 2 });
  });

  it('loads its chunk when drawn before it was loaded, and draws it with its props', async () => {
    const load = vi.fn(() => Promise.resolve({ Card }));
    const { Component } = lazyLoaded(load, (module) => module.Card);
    const html = await drawn(createElement(Component, { id: 3 }));
    expect(html).toContain('card 3');
    expect(html).not.toContain('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

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
    const html = await drawn(createElement(Lazy, { text: 'hello' }));
    expect(html).toContain('notice: hello');
    expect(html).not.toContain('loading');
  });
});

describe('laterChunksWaitFor', () => {
  afterEach(() => laterChunksWaitFor(() => Promise.resolve()));

  it('leaves code that keeps changes on the device out: it comes without the whole catalog', async () => {
    laterChunksWaitFor(() => new Promise(() => {}));
    await expect(loadCodeWhenOnline(() => Promise.resolve('store'))).resolves.toBe('store');
  });

  it('holds every chunk loaded from then on until what it names has come (a language’s whole catalog)', async () => {
    let arrive = () => {};
    const words = new Promise<void>((resolve) => (arrive = resolve));
    laterChunksWaitFor(() => words);
    const settled = vi.fn();
    void loadWhenOnline(() => Promise.resolve('chunk')).then(settled);
    const { preload } = lazyLoaded(
      () => Promise.resolve({ Card }),
      (module) => module.Card,
    );
    void preload().then(settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    arrive();
    await eventually(() => expect(settled).toHaveBeenCalledTimes(2));
    expect(settled).toHaveBeenCalledWith('chunk');
    expect(settled).toHaveBeenCalledWith(Card);
  });

  it('loads the chunk again when what it waits for failed (a catalog fetched on a flaky link)', async () => {
    const words = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    laterChunksWaitFor(words);
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const loaded = loadWhenOnline(() => Promise.resolve('chunk'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] ?? 0);
    await expect(loaded).resolves.toBe('chunk');
    expect(words).toHaveBeenCalledTimes(2);
  });
});
