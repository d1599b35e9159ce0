import { act, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { lazyLoaded } from '@/lib/lazy-loaded';
import { hasReactFiber } from '@/lib/react-fiber';

import { LivePart, ownLivePart } from './live-part';
import { Prerendering } from './static-part';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Footer = () => <footer>Shop footer</footer>;

/** A component in a chunk of its own that has not come yet, and the way to let it come. */
function pendingChunk() {
  let arrive = () => {};
  const chunk = lazyLoaded(
    () => new Promise<{ Footer: ComponentType }>((resolve) => (arrive = () => resolve({ Footer }))),
    (module) => module.Footer,
  );
  return { Component: chunk.Component, arrive: () => act(() => Promise.resolve().then(arrive)) };
}

/** A page whose button redraws it: `part` is what it draws below its counter. */
function Page({ part }: { part: () => ReactNode }) {
  const [redraws, setRedraws] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setRedraws((n) => n + 1)}>
        Redraw {redraws}
      </button>
      {part()}
    </div>
  );
}

let container: HTMLElement;
afterEach(() => container.remove());

/** Prerenders `part` (its chunk loaded), hydrates it with the chunk still on its way, then redraws the page. */
function redrawBeforeChunk(part: (Chunk: ComponentType) => () => ReactNode) {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page part={part(Footer)} />);
  const chunk = pendingChunk();
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(container, <Page part={part(chunk.Component)} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  act(() => container.querySelector('button')?.click());
  return { chunk, errors };
}

describe('a part of the page in its own chunk', () => {
  it('keeps its prerendered markup when the page redraws before its chunk has come, then goes live', async () => {
    const { chunk, errors } = redrawBeforeChunk((Chunk) => {
      const Part = ownLivePart(Chunk);
      return () => <Part />;
    });
    expect(container.querySelector('button')?.textContent).toBe('Redraw 1');
    expect(container.querySelector('footer')?.textContent).toBe('Shop footer');
    expect(container.querySelector('[data-part]')?.hasAttribute('data-live')).toBe(false);

    await chunk.arrive();
    expect(container.querySelector('footer')?.textContent).toBe('Shop footer');
    expect(container.querySelector('[data-part]')?.hasAttribute('data-live')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('given new children at each redraw, loses its markup until the chunk comes (why parts are memoised)', () => {
    redrawBeforeChunk((Chunk) => () => (
      <LivePart>
        <Chunk />
      </LivePart>
    ));
    expect(container.querySelector('button')?.textContent).toBe('Redraw 1');
    expect(container.querySelector('footer')).toBeNull();
  });
});

/** An IntersectionObserver the test drives: `bringNear()` reports every observed element in view. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    bringNear: () =>
      act(async () => {
        for (const { callback, elements } of observers) {
          const entries = elements.map((target) => ({ target, isIntersecting: true }));
          if (entries.length)
            callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

/** A section below the first screen: its button counts taps. */
function Section() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      Tapped {taps}
    </button>
  );
}
const SECTION = <Section />;

describe('a part hydrated once near the viewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its markup unhydrated until it comes near, then goes live and hears taps', async () => {
    const viewport = fakeIntersectionObserver();
    container = document.body.appendChild(document.createElement('div'));
    const page = (
      <Prerendering.Provider value>
        <LivePart near>{SECTION}</LivePart>
      </Prerendering.Provider>
    );
    container.innerHTML = renderToString(page);
    const errors: unknown[] = [];
    // Awaited: React waits inside act for the part that suspends.
    await act(async () => {
      await Promise.resolve();
      hydrateRoot(container, <LivePart near>{SECTION}</LivePart>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    const button = container.querySelector('button');
    if (!button) throw new Error('no button');
    expect(button.textContent).toBe('Tapped 0');
    expect(hasReactFiber(button)).toBe(false);
    expect(container.querySelector('[data-part]')?.hasAttribute('data-live')).toBe(false);

    await viewport.bringNear();
    expect(container.querySelector('[data-part]')?.hasAttribute('data-live')).toBe(true);
    expect(container.querySelector('button')).toBe(button);
    act(() => button.click());
    expect(button.textContent).toBe('Tapped 1');
    expect(errors).toEqual([]);
  });

  it('is drawn at once in a page opened in the app', () => {
    fakeIntersectionObserver();
    container = document.body.appendChild(document.createElement('div'));
    act(() => createRoot(container).render(<LivePart near>{SECTION}</LivePart>));
    expect(container.querySelector('button')?.textContent).toBe('Tapped 0');
    expect(container.querySelector('[data-part]')?.hasAttribute('data-live')).toBe(true);
  });
});
