import { act, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { lazyLoaded } from '@/lib/lazy-loaded';

import { LivePart, ownLivePart } from './live-part';

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
