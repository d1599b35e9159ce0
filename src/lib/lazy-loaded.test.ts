import { createElement, isValidElement, Suspense, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

import { lazyLoaded } from './lazy-loaded';

const Card = (props: { id: number }) => `card ${props.id}`;

/** The HTML React draws for `element` once everything it waits for has arrived. */
async function drawn(element: ReactElement) {
  const { prelude } = await prerenderToNodeStream(createElement(Suspense, { fallback: 'loading' }, element));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
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
    const before = Component({ id: 1 }) as ReactElement<{ id: number }>;
    expect(isValidElement(before)).toBe(true);
    expect(before.type).not.toBe(Card);
    expect(before.props).toEqual({ id: 1 });
    await preload();
    const after = Component({ id: 2 }) as ReactElement<{ id: number }>;
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
