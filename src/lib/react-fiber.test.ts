import { describe, expect, it } from 'vitest';

import { hasReactFiber } from './react-fiber';

/** A DOM node as far as hasReactFiber looks at it: its own properties. */
const nodeWith = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, {}])) as unknown as Node;

// What react-dom really sets, on a page it hydrates: react-fiber.react-dom.test.tsx.
describe('hasReactFiber', () => {
  it('is true for a node carrying React’s fiber, whatever the key’s random suffix', () => {
    expect(hasReactFiber(nodeWith('__reactFiber$x1y2z3'))).toBe(true);
    expect(hasReactFiber(nodeWith('__reactProps$x1y2z3', '__reactFiber$x1y2z3'))).toBe(true);
  });

  it('is false for a node without it, or with only React’s other keys', () => {
    expect(hasReactFiber(nodeWith())).toBe(false);
    expect(hasReactFiber(nodeWith('__reactContainer$x1y2z3'))).toBe(false);
    expect(hasReactFiber(nodeWith('__reactProps$x1y2z3', 'x__reactFiber$'))).toBe(false);
  });
});
