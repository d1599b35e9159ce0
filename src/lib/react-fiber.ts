/**
 * React DOM keeps, on each DOM node it creates or hydrates, its fiber (its record of that node)
 * under an own property named `__reactFiber$` and a random suffix; it sets it as it renders the
 * node, before it commits. React has no public way to ask whether it has taken a node over, so
 * this reads that internal key, and only here: the page's early-tap replay (lib/early-taps.ts) and
 * the prerendered page's inline loader (scripts/after-paint-loader.ts, bundled with this at build
 * time) both ask through it. react-fiber.react-dom.test.tsx hydrates a page with react-dom and
 * fails if a React release stops setting the key.
 */
const REACT_FIBER_KEY_PREFIX = '__reactFiber$';

/** True once React has rendered `node` (as it hydrates or creates it). */
export const hasReactFiber = (node: Node): boolean =>
  Object.keys(node).some((key) => key.startsWith(REACT_FIBER_KEY_PREFIX));
