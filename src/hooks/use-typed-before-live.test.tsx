import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useTypedBeforeLive } from './use-typed-before-live';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Field({ keepTyped }: { keepTyped: boolean }) {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeLive(field, keepTyped ? setText : () => {});
  return (
    <>
      <input ref={field} aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

/** A page drawn without its state, typed into, then hydrated (as a prerendered page is). */
function typeThenHydrate(keepTyped: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Field keepTyped={keepTyped} />);
  document.body.append(container);
  const input = container.querySelector('input');
  if (!input) throw new Error('no input');
  input.value = 'sam';
  act(() => {
    hydrateRoot(container, <Field keepTyped={keepTyped} />);
  });
  // Any later render of the field (the next keystroke's, a sibling's) redraws it from the state.
  act(() => {
    input.dispatchEvent(new Event('focus'));
  });
  return container;
}

describe('useTypedBeforeLive', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps what was typed before hydration in the state', () => {
    const page = typeThenHydrate(true);
    expect(page.querySelector('output')?.textContent).toBe('sam');
    expect(page.querySelector('input')?.value).toBe('sam');
  });

  it('without it, the state knows nothing of what was typed', () => {
    const page = typeThenHydrate(false);
    expect(page.querySelector('output')?.textContent).toBe('');
  });

  it('leaves a field the client drew itself alone', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      createRoot(container).render(<Field keepTyped />);
    });
    expect(container.querySelector('output')?.textContent).toBe('');
    expect(container.querySelector('input')?.value).toBe('');
  });
});
