import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { hasReactFiber } from './react-fiber';

/** Markup as a prerendered page has it: drawn by the server, no handlers yet. */
const PRERENDERED = '<main><h1>Cart</h1><button type="button">Add to Cart</button></main>';

function Page() {
  return (
    <main>
      <h1>Cart</h1>
      <button type="button">Add to Cart</button>
    </main>
  );
}

describe('hasReactFiber', () => {
  let container: HTMLDivElement;
  let unmount = () => {};

  afterEach(() => {
    act(() => unmount());
    container.remove();
  });

  it('is false for prerendered markup React has not hydrated yet', () => {
    container = document.createElement('div');
    container.innerHTML = PRERENDERED;
    document.body.append(container);
    for (const node of container.querySelectorAll('*')) expect(hasReactFiber(node)).toBe(false);
  });

  it('is true for each node once react-dom has hydrated it, and false for its container', async () => {
    container = document.createElement('div');
    container.innerHTML = PRERENDERED;
    document.body.append(container);
    const button = container.querySelector('button');
    if (!button) throw new Error('no button drawn');

    await act(async () => {
      const root = hydrateRoot(container, <Page />);
      unmount = () => root.unmount();
      await Promise.resolve();
    });

    // The very nodes the server drew, taken over, not replaced.
    expect(container.querySelector('button')).toBe(button);
    for (const node of container.querySelectorAll('*')) expect(hasReactFiber(node)).toBe(true);
    // React marks its root container with another key of its own, not a fiber.
    expect(Object.keys(container).length).toBeGreaterThan(0);
    expect(hasReactFiber(container)).toBe(false);
  });
});
