import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { trapTab } from './trap-tab';

/** A stand-in for a focusable element: shown (it has an offset parent) unless told otherwise. */
const control = (shown = true) => ({ offsetParent: shown ? {} : null, focus: vi.fn() });
type Control = ReturnType<typeof control>;

/** A keydown on a panel holding `controls`, with `focused` as the page's focused element. */
function keydown(key: string, controls: Control[], focused: Control | null, shiftKey = false) {
  vi.stubGlobal('document', { activeElement: focused });
  const event = {
    key,
    shiftKey,
    currentTarget: { querySelectorAll: () => controls },
    preventDefault: vi.fn(),
  };
  trapTab(event as unknown as KeyboardEvent<HTMLElement>);
  return event;
}

describe('trapTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves Tab from the last control back to the first', () => {
    const [first, middle, last] = [control(), control(), control()];
    const event = keydown('Tab', [first, middle, last], last);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(first.focus).toHaveBeenCalled();
    expect(last.focus).not.toHaveBeenCalled();
  });

  it('moves Shift+Tab from the first control round to the last', () => {
    const [first, middle, last] = [control(), control(), control()];
    const event = keydown('Tab', [first, middle, last], first, true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(last.focus).toHaveBeenCalled();
    expect(first.focus).not.toHaveBeenCalled();
  });

  it('leaves Tab and Shift+Tab alone inside the panel', () => {
    const [first, middle, last] = [control(), control(), control()];
    const forward = keydown('Tab', [first, middle, last], first);
    const backward = keydown('Tab', [first, middle, last], last, true);
    const fromMiddle = keydown('Tab', [first, middle, last], middle, true);
    for (const event of [forward, backward, fromMiddle]) expect(event.preventDefault).not.toHaveBeenCalled();
    for (const element of [first, middle, last]) expect(element.focus).not.toHaveBeenCalled();
  });

  it('ignores keys other than Tab', () => {
    const [first, last] = [control(), control()];
    const event = keydown('Enter', [first, last], last);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(first.focus).not.toHaveBeenCalled();
  });

  it('skips hidden controls: the last shown one wraps to the first shown one', () => {
    const [hiddenFirst, first, last, hiddenLast] = [control(false), control(), control(), control(false)];
    keydown('Tab', [hiddenFirst, first, last, hiddenLast], last);
    expect(first.focus).toHaveBeenCalled();
    keydown('Tab', [hiddenFirst, first, last, hiddenLast], first, true);
    expect(last.focus).toHaveBeenCalled();
    expect(hiddenFirst.focus).not.toHaveBeenCalled();
    expect(hiddenLast.focus).not.toHaveBeenCalled();
  });

  it('does nothing in a panel with no shown control', () => {
    const hidden = control(false);
    const event = keydown('Tab', [hidden], null);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(keydown('Tab', [], null).preventDefault).not.toHaveBeenCalled();
  });

  it('keeps focus on the only control of a panel', () => {
    const only = control();
    const event = keydown('Tab', [only], only);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(only.focus).toHaveBeenCalled();
  });
});
