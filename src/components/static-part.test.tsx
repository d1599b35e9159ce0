import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/lib/i18n';
import { hasReactFiber } from '@/lib/react-fiber';

import { Prerendering, StaticPart } from './static-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Called each time React runs the static part's component. */
const drawn = vi.fn();
/** Static text whose component counts how often React runs it. */
function Blurb({ title }: { title: string }) {
  drawn();
  return (
    <p>
      <a href="/product-details/7">{title}</a>
    </p>
  );
}

/** A page with a control beside a static part; its button redraws it and `of` picks the product. */
function Page({ initial = 7 }: { initial?: number }) {
  const [id, setId] = useState(initial);
  return (
    <section>
      <button type="button" onClick={() => setId((n) => n + 1)}>
        Next {id}
      </button>
      <StaticPart of={id}>
        <Blurb title={`Product ${id}`} />
      </StaticPart>
    </section>
  );
}

let container: HTMLElement;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  drawn.mockClear();
});

function element(found: Element | null) {
  if (!found) throw new Error('no such element');
  return found;
}

/** Puts the page as the build draws it into a new container. */
function prerender() {
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <Prerendering.Provider value>
      <Page />
    </Prerendering.Provider>,
  );
}

/** Hydrates the prerendered page; resolves the errors React reported. */
function hydrate() {
  drawn.mockClear();
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('a static part of a prerendered page', () => {
  it('is drawn with its children at build time', () => {
    prerender();
    expect(container.querySelector('[data-static] a')?.textContent).toBe('Product 7');
  });

  it('keeps the page markup untouched when hydrated: its components do not run', () => {
    prerender();
    const link = container.querySelector('[data-static] a');
    const errors = hydrate();
    expect(errors).toEqual([]);
    expect(drawn).not.toHaveBeenCalled();
    // The very element the page came with, and React never took it over.
    expect(container.querySelector('[data-static] a')).toBe(link);
    expect(hasReactFiber(element(link))).toBe(false);
    // The control beside it is live.
    expect(hasReactFiber(element(container.querySelector('button')))).toBe(true);
  });

  it('draws what it now shows when what it names changes once live', () => {
    prerender();
    const errors = hydrate();
    act(() => container.querySelector('button')?.click());
    expect(container.querySelector('button')?.textContent).toBe('Next 8');
    expect(container.querySelector('[data-static] a')?.textContent).toBe('Product 8');
    expect(drawn).toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('draws its children again in the language the shopper changes to once live', () => {
    prerender();
    const link = container.querySelector('[data-static] a');
    const errors = hydrate();
    try {
      act(() => {
        i18n.load('bn', {});
        i18n.activate('bn');
      });
      const drawnLink = element(container.querySelector('[data-static] a'));
      expect(drawnLink).not.toBe(link);
      expect(hasReactFiber(drawnLink)).toBe(true);
      expect(drawnLink.textContent).toBe('Product 7');
      expect(errors).toEqual([]);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('is drawn as usual in a page opened in the app', () => {
    container = document.body.appendChild(document.createElement('div'));
    act(() => {
      root = createRoot(container);
      root.render(<Page initial={3} />);
    });
    expect(container.querySelector('[data-static] a')?.textContent).toBe('Product 3');
    expect(hasReactFiber(element(container.querySelector('[data-static] a')))).toBe(true);
  });
});
