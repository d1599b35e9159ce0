import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useNearViewport } from './use-near-viewport';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The browser's observers in this test: each keeps its callback, options and watched elements. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  disconnect() {
    this.disconnected = true;
    this.watched.clear();
  }
  /** The browser reports whether `element` now lies within the margin. */
  report(element: Element, isIntersecting: boolean) {
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function Watched() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element, '50%');
  return <div ref={setElement}>{near ? 'near' : 'far'}</div>;
}

/** The one observer made, and the element it watches. */
function watching() {
  const [observer, ...more] = FakeObserver.made;
  const element = container.firstElementChild;
  if (!observer || more.length > 0 || !element) throw new Error('expected one observer and the element');
  return { observer, element };
}

let container: HTMLDivElement;
let root: Root;
const draw = () => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<Watched />));
};

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  FakeObserver.made = [];
});

describe('useNearViewport', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));

  it('is false until the element comes within the margin, then true', () => {
    draw();
    const { observer, element } = watching();
    expect(observer.options?.rootMargin).toBe('50%');
    expect([...observer.watched]).toEqual([element]);
    observer.report(element, false);
    expect(container.textContent).toBe('far');
    observer.report(element, true);
    expect(container.textContent).toBe('near');
  });

  it('stays true once near, and stops watching', () => {
    draw();
    const { observer, element } = watching();
    observer.report(element, true);
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.made).toHaveLength(1);
    expect(container.textContent).toBe('near');
  });

  it('stops watching when the component goes', () => {
    draw();
    const { observer } = watching();
    act(() => root.unmount());
    expect(observer.disconnected).toBe(true);
    root = createRoot(container); // for afterEach
  });
});

describe('useNearViewport without IntersectionObserver', () => {
  it('is true at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    draw();
    expect(container.textContent).toBe('near');
  });
});
