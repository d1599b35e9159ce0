import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { lazyLoaded } from './lazy-loaded';

const Card = (props: { id: number }) => `card ${props.id}`;

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
});
