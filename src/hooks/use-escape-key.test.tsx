import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useEscapeKey } from './use-escape-key';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Overlay({ onEscape, enabled }: { onEscape: () => void; enabled: boolean }) {
  useEscapeKey(onEscape, enabled);
  return null;
}

const press = (key: string) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

let root: Root;
afterEach(() => act(() => root.unmount()));

describe('useEscapeKey', () => {
  it('calls the latest handler on Escape pressed anywhere, and only while enabled', () => {
    root = createRoot(document.createElement('div'));
    const first = vi.fn();
    const latest = vi.fn();
    act(() => root.render(<Overlay onEscape={first} enabled />));
    act(() => root.render(<Overlay onEscape={latest} enabled />));
    press('Enter');
    press('Escape');
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);

    act(() => root.render(<Overlay onEscape={latest} enabled={false} />));
    press('Escape');
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('stops listening once the overlay is gone', () => {
    root = createRoot(document.createElement('div'));
    const onEscape = vi.fn();
    act(() => root.render(<Overlay onEscape={onEscape} enabled />));
    act(() => root.render(null));
    press('Escape');
    expect(onEscape).not.toHaveBeenCalled();
  });
});
