import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { MountInSequence } from './mount-in-sequence';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** Three parts that note when each is drawn and when its effect starts and stops. */
function partsNoting(log: string[]) {
  return ['a', 'b', 'c'].map((name) => {
    function Part() {
      log.push(`draw ${name}`);
      useEffect(() => {
        log.push(`start ${name}`);
        return () => void log.push(`stop ${name}`);
      }, []);
      return <i>{name}</i>;
    }
    return Part;
  });
}

describe('MountInSequence', () => {
  it('draws each part once the effects of the one before it have run, in their order', () => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    const log: string[] = [];
    const parts = partsNoting(log);
    act(() => root.render(<MountInSequence parts={parts} />));

    expect(log).toEqual(['draw a', 'start a', 'draw b', 'start b', 'draw c', 'start c']);
    expect(container.textContent).toBe('abc');
  });

  it('stops every part it drew when it goes', () => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    const log: string[] = [];
    act(() => root.render(<MountInSequence parts={partsNoting(log)} />));
    log.length = 0;
    act(() => root.render(<p>gone</p>));
    expect(log.sort()).toEqual(['stop a', 'stop b', 'stop c']);
    expect(container.textContent).toBe('gone');
  });
});
