import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useChangedBeforeLive } from './use-changed-before-live';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A search field, a checkbox and a select, each with its state shown beside it. */
function Fields({ keepChanges }: { keepChanges: boolean }) {
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState(false);
  const [sort, setSort] = useState('a');
  const field = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  useChangedBeforeLive(field, (changed) => keepChanges && setText(changed.value));
  useChangedBeforeLive(box, (changed) => keepChanges && setTicked(changed.checked));
  useChangedBeforeLive(select, (changed) => keepChanges && setSort(changed.value));
  return (
    <>
      <input ref={field} aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <input
        ref={box}
        type="checkbox"
        aria-label="In stock"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <select ref={select} aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <output>{`${text}|${String(ticked)}|${sort}`}</output>
    </>
  );
}

function query(container: Element, selector: string): Element {
  const element = container.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

const searchField = (page: Element) => query(page, 'input[aria-label="Search"]') as HTMLInputElement;
const checkbox = (page: Element) => query(page, 'input[type="checkbox"]') as HTMLInputElement;

/** A page drawn without its state, used, then hydrated (as a prerendered page is). */
function useThenHydrate(keepChanges: boolean, use: (page: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields keepChanges={keepChanges} />);
  document.body.append(container);
  use(container);
  act(() => {
    hydrateRoot(container, <Fields keepChanges={keepChanges} />);
  });
  // Any later render (the next keystroke's, a sibling's) redraws the fields from the state.
  act(() => {
    query(container, 'input').dispatchEvent(new Event('focus'));
  });
  return container;
}

const typeTickAndChoose = (page: HTMLElement) => {
  searchField(page).value = 'sam';
  checkbox(page).checked = true;
  (query(page, 'select') as HTMLSelectElement).value = 'b';
};

describe('useChangedBeforeLive', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps what was typed, ticked and chosen before hydration in the state', () => {
    const page = useThenHydrate(true, typeTickAndChoose);
    expect(query(page, 'output').textContent).toBe('sam|true|b');
    expect(searchField(page).value).toBe('sam');
    expect(checkbox(page).checked).toBe(true);
  });

  it('without it, the state knows nothing of what the shopper did', () => {
    const page = useThenHydrate(false, typeTickAndChoose);
    expect(query(page, 'output').textContent).toBe('|false|a');
  });

  it('leaves untouched fields alone', () => {
    const page = useThenHydrate(true, () => {});
    expect(query(page, 'output').textContent).toBe('|false|a');
  });

  it('leaves fields the client drew itself alone', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      createRoot(container).render(<Fields keepChanges />);
    });
    expect(query(container, 'output').textContent).toBe('|false|a');
  });
});
