import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useHydrated } from './use-hydrated';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Draws what useHydrated says, and notes it at every render. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <output>{hydrated ? 'live' : 'drawn'}</output>;
}

let container: HTMLElement;
afterEach(() => container.remove());

describe('useHydrated', () => {
  it('is false while a prerendered page hydrates, and true in a render after the one React forces', () => {
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('drawn');

    const seen: boolean[] = [];
    const errors: unknown[] = [];
    act(() => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });

    // Hydration draws what the page was drawn with; the re-render React forces at once (in the
    // task that ran hydration's effects, synchronously) draws it again; only a later render, one
    // that yields to input, flips it.
    expect(seen).toEqual([false, false, true]);
    expect(container.textContent).toBe('live');
    expect(errors).toEqual([]);
  });

  it('is true from the first render of a part drawn in the browser', () => {
    container = document.body.appendChild(document.createElement('div'));
    const seen: boolean[] = [];
    act(() => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('live');
  });
});
